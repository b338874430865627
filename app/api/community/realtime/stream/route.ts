import { requireCommunityMember } from "@/lib/community/access";
import { cursorFromRequest } from "@/lib/community/cursor";
import { readQuery } from "@/lib/community/http";
import { isRoom } from "@/lib/community/rooms";
import { streamQuerySchema } from "@/lib/community/schemas";
import { openCommunityStream } from "@/lib/community/stream";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api";
import { realtimeConfig } from "@/lib/services/realtime";

/**
 * GET ?room=…&after=<seq>&since=<ms> (or Last-Event-ID): the room's live events as server-sent
 * events, after catching up from the cursor. Premium access is checked when the stream opens.
 */
export const GET = apiRoute(async (request) => {
  const { room } = readQuery(request, streamQuerySchema);
  await requireCommunityMember();
  if (!isRoom(room)) throw new AppError("not_found", "Unknown room");
  if (realtimeConfig().transport !== "sse")
    throw new AppError("not_found", "The live stream is not used: realtime runs on Pusher");
  const cursor = cursorFromRequest(new URL(request.url).searchParams, request.headers.get("last-event-id"));
  return openCommunityStream({ room, cursor, signal: request.signal });
});

export const dynamic = "force-dynamic";
export const runtime = "nodejs";
