import { requireCommunityMember } from "@/lib/community/access";
import { isRoom, roomIds } from "@/lib/community/rooms";
import { community } from "@/lib/config/community";
import { AppError } from "@/lib/errors";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";
import { markRoomRead, roomReads } from "@/lib/unread/marks";
import { markReadSchema } from "@/lib/unread/schemas";

const noStore = { "cache-control": "no-store" };

/** GET: per room, the member's read mark and unread count, { data: { [room]: { lastReadSeq, unread } } }. */
export const GET = apiRoute(async () => {
  const user = await requireCommunityMember(community.text.authRead);
  return Response.json({ data: await roomReads(user.id, roomIds) }, { headers: noStore });
});

/** POST { room, seq }: the member has read the room up to message `seq`; { data: { room, lastReadSeq } }. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const { room, seq } = await readJson(request, markReadSchema, { maxBytes: 1024 });
  const user = await requireCommunityMember(community.text.authRead);
  if (!isRoom(room)) throw new AppError("not_found", "Unknown room");
  return Response.json(
    { data: { room, lastReadSeq: await markRoomRead(user.id, room, seq) } },
    { headers: noStore },
  );
});

export const dynamic = "force-dynamic";
