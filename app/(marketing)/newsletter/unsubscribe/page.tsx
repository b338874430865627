import type { Metadata } from "next";
import { AuthCardPage } from "@/components/auth/auth-card-page";
import { UnsubscribeButton } from "@/components/newsletter/unsubscribe-button";
import { findSubscriberByToken } from "@/lib/newsletter/subscriptions";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

/**
 * The newsletter's unsubscribe link. It asks for one click instead of unsubscribing on GET, so mail
 * scanners that open links cannot unsubscribe people.
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const token = (await searchParams).token ?? "";
  const subscriber = await findSubscriberByToken(token);
  if (!subscriber) {
    return (
      <AuthCardPage title="Link not valid">
        <p className="text-center text-muted-foreground">
          This unsubscribe link is invalid. If you keep receiving emails, write to support@latitud.app.
        </p>
      </AuthCardPage>
    );
  }
  return (
    <AuthCardPage
      title={subscriber.unsubscribedAt ? "You're unsubscribed" : "Unsubscribe from the newsletter?"}
      lead={subscriber.email}
    >
      {subscriber.unsubscribedAt ? (
        <p className="text-center text-muted-foreground">
          You will not receive the Latitud newsletter any more.
        </p>
      ) : (
        <UnsubscribeButton token={token} />
      )}
    </AuthCardPage>
  );
}
