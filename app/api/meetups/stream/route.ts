import { openTopicStream } from "@/lib/community/topic-stream";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api";
import { requireMeetupMember } from "@/lib/meetups/access";
import { meetupsTopic } from "@/lib/meetups/live-events";
import { realtimeConfig } from "@/lib/services/realtime";

/** GET: the meetups' changes, live, for premium members (server-sent events; the built-in transport). */
export const GET = apiRoute(async (request) => {
  await requireMeetupMember();
  if (realtimeConfig().transport !== "sse")
    throw new AppError("not_found", "The live stream is not used: realtime runs on Pusher");
  return openTopicStream({ topics: [meetupsTopic], signal: request.signal });
});

export const dynamic = "force-dynamic";
export const runtime = "nodejs";
