import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CommunityChat } from "@/components/community/community-chat";
import { PremiumUpsell } from "@/components/community/premium-upsell";
import { getCurrentUser } from "@/lib/auth/current-user";
import { canUseCommunity, isModerator } from "@/lib/community/access";
import { isRoom, rooms } from "@/lib/community/rooms";
import { community } from "@/lib/config/community";
import { clientRealtimeConfig } from "@/lib/services/realtime";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = {
  title: "Community chat",
  description: "The members' chat: talk in real time with nomads in your city and across South America.",
  robots: { index: false },
};

// Per visitor: access is decided from the database on every request.
export const dynamic = "force-dynamic";

/** /chat: premium members chat; members without a subscription see the upsell; visitors go home. */
export default async function ChatPage({
  params,
  searchParams,
}: LocaleParams & {
  searchParams: Promise<{ room?: string | string[] }>;
}) {
  await pageLocale(params);
  const user = await getCurrentUser();
  if (!user) redirect("/");
  if (!canUseCommunity(user)) return <PremiumUpsell />;
  const { room } = await searchParams;
  const initialRoom = typeof room === "string" && isRoom(room) ? room : community.defaultRoom;
  return (
    <CommunityChat
      rooms={rooms}
      initialRoom={initialRoom}
      realtime={clientRealtimeConfig()}
      viewer={{ id: user.id, isAdmin: isModerator(user) }}
    />
  );
}
