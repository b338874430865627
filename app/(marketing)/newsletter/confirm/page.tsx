import type { Metadata } from "next";
import { AuthCardPage } from "@/components/auth/auth-card-page";
import { ConfirmSubscriptionButton } from "@/components/newsletter/confirm-subscription-button";
import { newsletterMessages } from "@/lib/newsletter/schema";
import { findPendingConfirmation } from "@/lib/newsletter/subscriptions";

export const metadata: Metadata = { title: "Confirm your subscription", robots: { index: false } };

/**
 * The newsletter's confirmation link. It asks for one click instead of confirming on GET, so mail
 * scanners that open links cannot subscribe anybody.
 */
export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const token = (await searchParams).token ?? "";
  const pending = await findPendingConfirmation(token);
  if (!pending) {
    return (
      <AuthCardPage title="Link not valid">
        <p className="text-center text-muted-foreground">{newsletterMessages.invalidLink}</p>
      </AuthCardPage>
    );
  }
  return (
    <AuthCardPage title="Confirm your subscription" lead={pending.email}>
      <ConfirmSubscriptionButton token={token} />
    </AuthCardPage>
  );
}
