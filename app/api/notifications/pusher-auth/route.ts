import { requireUser } from "@/lib/auth/current-user";
import { readFormOrJson } from "@/lib/community/http";
import { pusherAuthSchema } from "@/lib/community/schemas";
import { AppError } from "@/lib/errors";
import { apiRoute, assertSameOrigin } from "@/lib/http/api";
import { notificationTopic } from "@/lib/notifications/topic";
import { authorizePusherChannel, pusherChannel, realtimeConfig } from "@/lib/services/realtime";

/** Pusher's channel authorisation for the bell: a member's own private notifications channel only. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const { socket_id: socketId, channel_name: channel } = await readFormOrJson(request, pusherAuthSchema);
  const user = await requireUser();
  const config = realtimeConfig();
  if (config.transport !== "pusher") throw new AppError("not_found", "Pusher is not configured");
  if (channel !== pusherChannel(notificationTopic(user.id)))
    throw new AppError("forbidden", "Unknown channel");
  return Response.json(authorizePusherChannel(config, socketId, channel), {
    headers: { "cache-control": "no-store" },
  });
});

export const dynamic = "force-dynamic";
