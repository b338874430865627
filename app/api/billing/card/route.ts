import { requireUser } from "@/lib/auth/current-user";
import { updateCard } from "@/lib/billing/dunning/card-update";
import { cardUpdateSchema } from "@/lib/billing/dunning/card-update-schema";
import { AppError } from "@/lib/errors";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";

/**
 * 'Fix your card': the signed-in owner's new card (number and CVV encrypted in the browser) replaces
 * the one on file; a past-due plan's charge is tried on it at once. A declined card answers 402.
 */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser("You must be logged in to complete payment.");
  const input = await readJson(request, cardUpdateSchema, { maxBytes: 4096 });
  const result = await updateCard(user, input);
  if (!result.ok) throw AppError.ofStatus(result.status, result.error, { extra: { title: result.title } });
  return Response.json(result);
});
