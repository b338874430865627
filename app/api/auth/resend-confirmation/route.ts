import { currentClientInfo } from "@/lib/auth/current-user";
import { resendConfirmation } from "@/lib/auth/confirm-email";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { rateLimited } from "@/lib/errors";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";

/** 'Resend Confirmation Email' (error screen and confirmation screen). Same answer for every address. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const { email } = await readJson(request, emailOnlySchema);
  const result = await resendConfirmation(email, await currentClientInfo());
  if (!result.ok) throw rateLimited(result.error, result.retryAfterMs);
  return Response.json({ message: "Please check your email for a new confirmation link." });
});
