import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CommunityChat } from "@/components/community/community-chat";
import { PremiumUpsell } from "@/components/community/premium-upsell";
import { ChatMeetupsPanel } from "@/components/meetups/chat-meetups-panel";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getCurrentUser } from "@/lib/auth/current-user";
import { canUseCommunity, isModerator } from "@/lib/community/access";
import { chatLinkSchema } from "@/lib/community/chat-link";
import { isRoom, roomsIn } from "@/lib/community/rooms";
import { community } from "@/lib/config/community";
import { redirect } from "@/lib/i18n/navigation";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";
import { clientRealtimeConfig } from "@/lib/services/realtime";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "community.page" });
  return {
    title: t("title"),
    description: t("description"),
    robots: { index: false },
    alternates: pageAlternates("/chat", locale),
  };
}

// Per visitor: access is decided from the database on every request.
export const dynamic = "force-dynamic";

/**
 * /chat: premium members chat (`?room=`, with `&message=` and `&thread=` to open at a message);
 * members without a subscription see the upsell; visitors go home.
 */
export default async function ChatPage({
  params,
  searchParams,
}: LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  const user = await getCurrentUser();
  if (!user) return redirect({ href: "/", locale });
  if (!canUseCommunity(user)) return <PremiumUpsell />;
  const link = chatLinkSchema.parse(await searchParams);
  const initialRoom = link.room && isRoom(link.room) ? link.room : community.defaultRoom;
  return (
    <ClientMessages
      namespaces={[
        "community",
        "communityReactions",
        "communityThreads",
        "validation.community",
        "validation.mentions",
        "moderation.report",
        "notifications.mentions",
        "presence.online",
        "presence.unread",
        "communitySearch",
        "validation.communitySearch",
      ]}
    >
      <CommunityChat
        // A link followed from the chat itself (a notification) opens afresh at its message.
        key={`${initialRoom}:${link.thread ?? ""}:${link.message ?? ""}`}
        rooms={await roomsIn(locale)}
        initialRoom={initialRoom}
        initialTarget={{ thread: link.thread ?? null, message: link.message ?? null }}
        realtime={clientRealtimeConfig()}
        viewer={{ id: user.id, isAdmin: isModerator(user) }}
      />
      <ChatMeetupsPanel />
    </ClientMessages>
  );
}
