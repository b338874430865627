import { requireCommunityMember } from "@/lib/community/access";
import { catchUp } from "@/lib/community/catch-up";
import { deleteCommunityMessage } from "@/lib/community/delete-message";
import { editCommunityMessage } from "@/lib/community/edit-message";
import { readQuery } from "@/lib/community/http";
import { latestMessages, roomCursor } from "@/lib/community/messages";
import { postCommunityMessage } from "@/lib/community/post-message";
import { isRoom } from "@/lib/community/rooms";
import {
  deleteMessageSchema,
  editMessageSchema,
  listMessagesQuerySchema,
  postMessageSchema,
} from "@/lib/community/schemas";
import { community } from "@/lib/config/community";
import { AppError } from "@/lib/errors";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";

const noStore = { "cache-control": "no-store" };

/**
 * GET ?room&limit (50)&before: the newest messages, oldest first, { data, hasMore, cursor } where
 * cursor is the number of the room's newest event (read first: live updates start after it);
 * GET ?room&after: what a reconnecting client missed, { data, updated, deleted, hidden, restored,
 * cursor } (new messages, changed messages as they now are, deleted ids, ids hidden by reports,
 * messages shown again after review).
 */
export const GET = apiRoute(async (request) => {
  const query = readQuery(request, listMessagesQuerySchema);
  await requireCommunityMember(community.text.authRead);
  if (!isRoom(query.room)) throw new AppError("not_found", "Unknown room");
  if (query.after !== undefined) {
    const missed = await catchUp(query.room, query.after);
    const data = missed.events.flatMap((e) => (e.kind === "created" ? [e.message] : []));
    const updated = missed.events.flatMap((e) => (e.kind === "updated" ? [e.message] : []));
    const deleted = missed.events.flatMap((e) => (e.kind === "deleted" ? [e.id] : []));
    const hidden = missed.events.flatMap((e) => (e.kind === "hidden" ? [e.id] : []));
    const restored = missed.events.flatMap((e) => (e.kind === "restored" ? [e.message] : []));
    return Response.json(
      { data, updated, deleted, hidden, restored, cursor: missed.cursor },
      { headers: noStore },
    );
  }
  const cursor = await roomCursor(query.room);
  const page = await latestMessages(query.room, query.limit, query.before);
  return Response.json({ data: page.messages, hasMore: page.hasMore, cursor }, { headers: noStore });
});

/**
 * POST { message, room }: 201 { data }, or 403 (muted), 422, 429 { error, chatType, limitType,
 * retryAfter, currentCount, maxCount }.
 */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, postMessageSchema, { maxBytes: 8192 });
  const user = await requireCommunityMember(community.text.authSend);
  const data = await postCommunityMessage(user, input);
  return Response.json({ data }, { status: 201, headers: noStore });
});

/** PATCH { messageId, message }: edits one's own message within 10 minutes (403, 404, 409, 422). */
export const PATCH = apiRoute(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, editMessageSchema, { maxBytes: 8192 });
  const user = await requireCommunityMember(community.text.authEdit);
  const data = await editCommunityMessage(user, input);
  return Response.json({ data }, { headers: noStore });
});

/** DELETE { messageId }: one's own message, or anyone's for an admin. */
export const DELETE = apiRoute(async (request) => {
  assertSameOrigin(request);
  const { messageId } = await readJson(request, deleteMessageSchema, { maxBytes: 1024 });
  const user = await requireCommunityMember(community.text.authDelete);
  const data = await deleteCommunityMessage(user, messageId);
  return Response.json({ data }, { headers: noStore });
});

export const dynamic = "force-dynamic";
