import { requireCommunityMember } from "@/lib/community/access";
import { readFormOrJson } from "@/lib/community/http";
import { isRoom } from "@/lib/community/rooms";
import { pusherAuthSchema } from "@/lib/community/schemas";
import { AppError } from "@/lib/errors";
import { apiRoute, assertSameOrigin } from "@/lib/http/api";
import {
  activityTopic,
  authorizePusherChannel,
  realtimeConfig,
  topicOfChannel,
} from "@/lib/services/realtime";

/**
 * Pusher's channel authorisation (POST socket_id, channel_name, form-encoded by pusher-js): signs
 * private-community-{room} and private-community-activity for premium members only.
 */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const { socket_id: socketId, channel_name: channel } = await readFormOrJson(request, pusherAuthSchema);
  await requireCommunityMember();
  const config = realtimeConfig();
  if (config.transport !== "pusher") throw new AppError("not_found", "Pusher is not configured");
  const topic = topicOfChannel(channel);
  if (!topic || (topic !== activityTopic && !isRoom(topic)))
    throw new AppError("forbidden", "Unknown channel");
  return Response.json(authorizePusherChannel(config, socketId, channel), {
    headers: { "cache-control": "no-store" },
  });
});

export const dynamic = "force-dynamic";
