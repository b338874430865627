import type { Metadata } from "next";
import { AuthCardMessage } from "@/components/auth/auth-card-page";
import { site } from "@/lib/config/site";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "Account deleted", robots: { index: false } };

/** Where 'Delete my account' ends: the account is gone and the visitor is signed out. */
export default async function AccountDeletedPage({ params }: LocaleParams) {
  await pageLocale(params);
  return (
    <AuthCardMessage
      title="Your account has been deleted"
      lead="Thank you for exploring South America with us."
      action={{ href: "/", label: "Back to home" }}
    >
      <p>
        Your profile, picture, chat history and sessions are gone. Any paid plan was cancelled first, so you
        won&apos;t be charged again.
      </p>
      <p>
        Questions about a payment? Write to{" "}
        <a
          href={`mailto:${site.supportEmail}`}
          className="font-medium text-primary underline underline-offset-2"
        >
          {site.supportEmail}
        </a>
        .
      </p>
    </AuthCardMessage>
  );
}
