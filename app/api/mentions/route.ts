import { requireCommunityMember } from "@/lib/community/access";
import { readQuery } from "@/lib/community/http";
import { apiRoute } from "@/lib/http/api";
import { searchMentionable } from "@/lib/notifications/members";
import { mentionQuerySchema } from "@/lib/notifications/schemas";

/** GET ?q=<name prefix>: up to 8 community members to mention, for premium members only. */
export const GET = apiRoute(async (request) => {
  const { q } = readQuery(request, mentionQuerySchema);
  const user = await requireCommunityMember();
  const data = await searchMentionable(q, user.id);
  return Response.json({ data }, { headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
