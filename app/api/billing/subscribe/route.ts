import { requireUser } from "@/lib/auth/current-user";
import { subscribe } from "@/lib/billing/checkout";
import { subscribeSchema } from "@/lib/billing/schemas";
import { AppError } from "@/lib/errors";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";
import { localizeMessage } from "@/lib/i18n/server-messages";

/**
 * Subscribes the signed-in member to a plan: the card number and CVV arrive only encrypted with the
 * cipher token, never in the clear; the answer is the checkout's result.
 */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser("You must be logged in to complete payment.");
  const input = await readJson(request, subscribeSchema, { maxBytes: 4096 });
  const result = await subscribe(user, input);
  if (!result.ok)
    throw AppError.ofStatus(result.status, result.error, {
      extra: { title: localizeMessage(result.title), code: result.code },
    });
  return Response.json(result, { status: 201 });
});
