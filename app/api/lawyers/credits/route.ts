import { getCurrentUser } from "@/lib/auth/current-user";
import { apiRoute, assertSameOrigin, jsonError, readJson } from "@/lib/http/api";
import { purchaseCredits } from "@/lib/lawyers/purchase-credits";
import { creditPurchaseSchema } from "@/lib/lawyers/schemas";

/** Buys a credit pack (lawyers only): encrypted card fields in, the new balance out; 402 when declined. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await getCurrentUser();
  if (!user) return jsonError(401, "You must be logged in to buy credits.");
  if (user.role !== "lawyer") return jsonError(403, "Only approved lawyers can buy credits.");
  const input = await readJson(request, creditPurchaseSchema, { maxBytes: 4096 });
  const outcome = await purchaseCredits(user, input);
  if (!outcome.ok) return jsonError(outcome.status, outcome.error);
  return Response.json(outcome.data, {
    status: outcome.data.added ? 201 : 200,
    headers: { "cache-control": "no-store" },
  });
});

export const dynamic = "force-dynamic";
