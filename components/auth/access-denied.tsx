import { ShieldAlert } from "lucide-react";
import { getTranslations } from "next-intl/server";
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
export async function TwoFactorRequired() {
  const t = await getTranslations("auth.accessDenied");
  return (
    <AccessDenied
      title={t("twoFactorTitle")}
      message={t("twoFactorMessage")}
      action={{ href: TWO_FACTOR_SETUP_PATH, label: t("twoFactorAction") }}
    />
  );
}

// Pages render these only when pageAccess refused: an admin is refused only for a missing second factor.
export async function AdminOnly() {
  if (await viewerNeedsAdminTwoFactor()) return <TwoFactorRequired />;
  const t = await getTranslations("auth.accessDenied");
  return (
    <AccessDenied
      title={t("adminTitle")}
      message={t("adminMessage")}
      action={{ href: "/", label: t("home") }}
    />
  );
}

export async function LawyersOnly() {
  if (await viewerNeedsAdminTwoFactor()) return <TwoFactorRequired />;
  const t = await getTranslations("auth.accessDenied");
  return (
    <AccessDenied
      title={t("lawyerTitle")}
      message={t("lawyerMessage")}
      action={{ href: "/lawyer/apply", label: t("lawyerAction") }}
    />
  );
}
