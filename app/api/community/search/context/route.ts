import { requireCommunityMember } from "@/lib/community/access";
import { readQuery } from "@/lib/community/http";
import { isRoom } from "@/lib/community/rooms";
import { searchContext } from "@/lib/community/search";
import { contextQuerySchema } from "@/lib/community/search-schemas";
import { community } from "@/lib/config/community";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api";

/**
 * GET ?room&seq: a search result in its context, { data }: the live messages around number seq,
 * oldest first. Premium members only (401, 403).
 */
export const GET = apiRoute(async (request) => {
  await requireCommunityMember(community.text.authSearch);
  const query = readQuery(request, contextQuerySchema);
  if (!isRoom(query.room)) throw new AppError("not_found", "Unknown room");
  const data = await searchContext(query.room, query.seq);
  return Response.json({ data }, { headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
