import { requireAdmin } from "@/lib/auth/current-user";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";
import { reviewReports } from "@/lib/moderation/review";
import { reviewReportsSchema } from "@/lib/moderation/schemas";

/**
 * POST { messageId, action: dismiss | delete | mute, minutes? }: an admin reviews a reported message
 * (401 signed out, 403 for anyone but an admin, 404, 409 when its reports were already reviewed).
 */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, reviewReportsSchema, { maxBytes: 1024 });
  const admin = await requireAdmin();
  const data = await reviewReports(admin, input);
  return Response.json({ data }, { headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
