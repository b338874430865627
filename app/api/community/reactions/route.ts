import { requireCommunityMember } from "@/lib/community/access";
import { reactToMessage } from "@/lib/community/react";
import { reactSchema } from "@/lib/community/reaction-schemas";
import { community } from "@/lib/config/community";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";

/**
 * PUT { messageId, emoji, on }: turns the member's reaction on or off (idempotent); 200 { data } with
 * the message and its new counts, or 401, 403 (not premium, muted), 404 (no such live message),
 * 422 (an emoji outside the set), 429.
 */
export const PUT = apiRoute(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, reactSchema, { maxBytes: 1024 });
  const user = await requireCommunityMember(community.text.authReact);
  const data = await reactToMessage(user, input);
  return Response.json({ data }, { headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
