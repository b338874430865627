import { requireCommunityMember } from "@/lib/community/access";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";
import { reportMessage, reportText } from "@/lib/moderation/report-message";
import { reportMessageSchema } from "@/lib/moderation/schemas";

/**
 * POST { messageId, reason, note? }: a premium member reports someone else's message to the
 * moderators (201; 401, 403 for one's own or without premium, 404, 409 when already reported, 422).
 */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, reportMessageSchema, { maxBytes: 4096 });
  const user = await requireCommunityMember(reportText.auth);
  const data = await reportMessage(user, input);
  return Response.json({ data }, { status: 201, headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
