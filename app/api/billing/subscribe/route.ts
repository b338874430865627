import { requireUser } from "@/lib/auth/current-user";
import { subscribe } from "@/lib/billing/checkout";
import { subscribeSchema } from "@/lib/billing/schemas";
import { AppError } from "@/lib/errors";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";

/** subscribe (spec 2 §7.4, secure variant): encrypted card data only; the answer of the checkout. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser("You must be logged in to complete payment.");
  const input = await readJson(request, subscribeSchema, { maxBytes: 4096 });
  const result = await subscribe(user, input);
  if (!result.ok)
    throw AppError.ofStatus(result.status, result.error, {
      extra: { title: result.title, code: result.code },
    });
  return Response.json(result, { status: 201 });
});
