import { readFormOrJson } from "@/lib/community/http";
import { pusherAuthSchema } from "@/lib/community/schemas";
import { AppError } from "@/lib/errors";
import { apiRoute, assertSameOrigin } from "@/lib/http/api";
import { requireMeetupMember } from "@/lib/meetups/access";
import { meetupsTopic } from "@/lib/meetups/live-events";
import { authorizePusherChannel, pusherChannel, realtimeConfig } from "@/lib/services/realtime";

/** Pusher's channel authorisation for the meetups: their one channel, for premium members only. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const { socket_id: socketId, channel_name: channel } = await readFormOrJson(request, pusherAuthSchema);
  await requireMeetupMember();
  const config = realtimeConfig();
  if (config.transport !== "pusher") throw new AppError("not_found", "Pusher is not configured");
  if (channel !== pusherChannel(meetupsTopic)) throw new AppError("forbidden", "Unknown channel");
  return Response.json(authorizePusherChannel(config, socketId, channel), {
    headers: { "cache-control": "no-store" },
  });
});

export const dynamic = "force-dynamic";
