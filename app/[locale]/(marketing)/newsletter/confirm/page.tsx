import type { Metadata } from "next";
import { AuthCardMessage, AuthCardPage } from "@/components/auth/auth-card-page";
import { ConfirmSubscriptionButton } from "@/components/newsletter/confirm-subscription-button";
import { firstValue, type SearchParams } from "@/lib/http/search-params";
import { newsletterMessages } from "@/lib/newsletter/schema";
import { findPendingConfirmation } from "@/lib/newsletter/subscriptions";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "Confirm your subscription", robots: { index: false } };

/**
 * The newsletter's confirmation link. It asks for one click instead of confirming on GET, so mail
 * scanners that open links cannot subscribe anybody.
 */
export default async function ConfirmSubscriptionPage({
  params,
  searchParams,
}: LocaleParams & {
  searchParams: Promise<SearchParams>;
}) {
  await pageLocale(params);
  const token = firstValue((await searchParams).token) ?? "";
  const pending = await findPendingConfirmation(token);
  if (!pending) {
    return (
      <AuthCardMessage title="Link not valid">
        <p>{newsletterMessages.invalidLink}</p>
      </AuthCardMessage>
    );
  }
  return (
    <AuthCardPage title="Confirm your subscription" lead={pending.email}>
      <ConfirmSubscriptionButton token={token} />
    </AuthCardPage>
  );
}
