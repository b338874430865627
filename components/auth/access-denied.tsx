import { ShieldAlert } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
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
    <section className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-16 text-center sm:py-24">
      <div
        className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-foreground"
        aria-hidden
      >
        <ShieldAlert className="size-7" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild>
        <Link href={action.href}>{action.label}</Link>
      </Button>
    </section>
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
