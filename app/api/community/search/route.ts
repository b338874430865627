import { requireCommunityMember } from "@/lib/community/access";
import { readQuery } from "@/lib/community/http";
import { isRoom } from "@/lib/community/rooms";
import { searchRoom } from "@/lib/community/search";
import { searchQuerySchema } from "@/lib/community/search-schemas";
import { community } from "@/lib/config/community";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api";

/**
 * GET ?room&q (2..100 characters)&before&limit (20): the room's messages that match every word of q,
 * accents and case ignored, newest first: { results: [{ message, snippet }], nextBefore }. Premium
 * members only (401, 403); 400 for a bad query, 404 for an unknown room.
 */
export const GET = apiRoute(async (request) => {
  await requireCommunityMember(community.text.authSearch);
  const query = readQuery(request, searchQuerySchema);
  if (!isRoom(query.room)) throw new AppError("not_found", "Unknown room");
  return Response.json(await searchRoom(query), { headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
