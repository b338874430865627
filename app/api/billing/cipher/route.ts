import { requireUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { apiRoute, assertSameOrigin } from "@/lib/http/api";
import { localizeMessage } from "@/lib/i18n/server-messages";
import { paymentProvider } from "@/lib/services/payments";
import { providerErrorMessage } from "@/lib/services/payments/http-provider";
import { ProviderError } from "@/lib/services/payments/types";

/**
 * A cipher session for the card form ({ cipherToken, transactionToken }): only the server holds the
 * provider's API tokens, so the browser asks here.
 */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  await requireUser("You must be logged in to complete payment.");
  try {
    const { cipherToken, transactionToken } = await paymentProvider().getCipher();
    return Response.json({ cipherToken, transactionToken }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof ProviderError)
      throw new AppError("bad_gateway", providerErrorMessage(error.status), {
        extra: { title: localizeMessage("Payment Setup Error") },
      });
    throw error;
  }
});
