import { ShieldAlert } from "lucide-react";
import { MessagePage } from "@/components/layout/message-page";
import { viewerNeedsAdminTwoFactor } from "@/lib/auth/page-guards";
import { TWO_FACTOR_SETUP_PATH } from "@/lib/auth/two-factor/config";

/** What a signed-in user sees on a page their role does not open. */
export function AccessDenied({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: { href: string; label: string };
}) {
  return (
    <MessagePage icon={<ShieldAlert />} tone="accent" title={title} actions={[action]}>
      {message}
    </MessagePage>
  );
}

/** An admin without a second factor: the admin role opens nothing until it is on. */
export function TwoFactorRequired() {
  return (
    <AccessDenied
      title="Two-factor authentication required"
      message="Two-factor authentication is required for admins. Turn it on in your profile with an authenticator app, then come back to this page."
      action={{ href: TWO_FACTOR_SETUP_PATH, label: "Set up two-factor authentication" }}
    />
  );
}

// Pages render these only when pageAccess refused: an admin is refused only for a missing second factor.
export async function AdminOnly() {
  if (await viewerNeedsAdminTwoFactor()) return <TwoFactorRequired />;
  return (
    <AccessDenied
      title="Permission denied"
      message="You need admin privileges to access this functionality."
      action={{ href: "/", label: "Back to home" }}
    />
  );
}

export async function LawyersOnly() {
  if (await viewerNeedsAdminTwoFactor()) return <TwoFactorRequired />;
  return (
    <AccessDenied
      title="Authorization Required"
      message="This area is for immigration lawyers on Latitud. Apply to receive leads from nomads moving to your country."
      action={{ href: "/lawyer/apply", label: "Apply as a Lawyer" }}
    />
  );
}
