import type { Metadata } from "next";
import { AuthCardMessage, AuthCardPage } from "@/components/auth/auth-card-page";
import { UnsubscribeButton } from "@/components/newsletter/unsubscribe-button";
import { firstValue, type SearchParams } from "@/lib/http/search-params";
import { findSubscriberByToken } from "@/lib/newsletter/subscriptions";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

/**
 * The newsletter's unsubscribe link. It asks for one click instead of unsubscribing on GET, so mail
 * scanners that open links cannot unsubscribe people.
 */
export default async function UnsubscribePage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<SearchParams> }) {
  await pageLocale(params);
  const token = firstValue((await searchParams).token) ?? "";
  const subscriber = await findSubscriberByToken(token);
  if (!subscriber) {
    return (
      <AuthCardMessage title="Link not valid">
        <p>This unsubscribe link is invalid. If you keep receiving emails, write to support@latitud.app.</p>
      </AuthCardMessage>
    );
  }
  if (subscriber.unsubscribedAt) {
    return (
      <AuthCardMessage title="You're unsubscribed" lead={subscriber.email}>
        <p>You will not receive the Latitud newsletter any more.</p>
      </AuthCardMessage>
    );
  }
  return (
    <AuthCardPage title="Unsubscribe from the newsletter?" lead={subscriber.email}>
      <UnsubscribeButton token={token} />
    </AuthCardPage>
  );
}
