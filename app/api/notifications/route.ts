import { requireUser } from "@/lib/auth/current-user";
import { apiRoute } from "@/lib/http/api";
import { inbox } from "@/lib/notifications/inbox";
import { notificationRealtimeConfig } from "@/lib/notifications/realtime";

/** GET: the signed-in member's newest notifications, the unread count, and the realtime transport. */
export const GET = apiRoute(async () => {
  const user = await requireUser();
  const data = await inbox(user.id);
  return Response.json(
    { ...data, realtime: notificationRealtimeConfig() },
    { headers: { "cache-control": "no-store" } },
  );
});

export const dynamic = "force-dynamic";
