import { currentClientInfo } from "@/lib/auth/current-user";
import { resendConfirmation } from "@/lib/auth/confirm-email";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";

/** 'Resend Confirmation Email' (error screen and confirmation screen). Same answer for every address. */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const { email } = await readJson(request, emailOnlySchema);
  await resendConfirmation(email, await currentClientInfo());
  return Response.json({ message: "Please check your email for a new confirmation link." });
});
