import { getCurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";
import { purchaseCredits } from "@/lib/lawyers/purchase-credits";
import { creditPurchaseSchema } from "@/lib/lawyers/schemas";

/** Buys a credit pack (lawyers only): encrypted card fields in, the new balance out; 402 when declined. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await getCurrentUser();
  if (!user) throw new AppError("unauthorized", "You must be logged in to buy credits.");
  if (user.role !== "lawyer") throw new AppError("forbidden", "Only approved lawyers can buy credits.");
  const input = await readJson(request, creditPurchaseSchema, { maxBytes: 4096 });
  const receipt = await purchaseCredits(user, input);
  return Response.json(receipt, {
    status: receipt.added ? 201 : 200,
    headers: { "cache-control": "no-store" },
  });
});

export const dynamic = "force-dynamic";
