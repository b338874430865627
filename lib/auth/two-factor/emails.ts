import "server-only";
import { site } from "@/lib/config/site";
import { logger } from "@/lib/observability/logger";
import { siteUrl } from "@/lib/config/url";
import { sendEmail } from "@/lib/services/email";
import { renderEmail } from "@/lib/services/email/layout";
import { TWO_FACTOR_SETUP_PATH } from "./config";

const notMe = "If this was not you, reset your password now and contact support.";

export function twoFactorEnabledEmail() {
  return renderEmail({
    subject: `Two-factor authentication is on for your ${site.name} account`,
    paragraphs: [
      "Two-factor authentication was turned on for your account. From now on, logging in needs your password and a code from your authenticator app.",
      "Keep your recovery codes somewhere safe: each one lets you in once if you lose your phone.",
    ],
    action: { label: "Review your security settings", url: `${siteUrl()}${TWO_FACTOR_SETUP_PATH}` },
    footnote: notMe,
  });
}

export function twoFactorDisabledEmail() {
  return renderEmail({
    subject: `Two-factor authentication is off for your ${site.name} account`,
    paragraphs: [
      "Two-factor authentication was turned off for your account. Logging in now needs only your password.",
      "You can turn it back on at any time from your profile.",
    ],
    action: { label: "Turn it back on", url: `${siteUrl()}${TWO_FACTOR_SETUP_PATH}` },
    footnote: notMe,
  });
}

export function recoveryCodeUsedEmail(remaining: number) {
  return renderEmail({
    subject: `A recovery code was used to log in to ${site.name}`,
    paragraphs: [
      `Someone logged in to your account with one of your recovery codes. You have ${remaining} unused code${remaining === 1 ? "" : "s"} left.`,
      "If you have lost your authenticator app, generate new recovery codes from your profile.",
    ],
    action: { label: "Manage two-factor authentication", url: `${siteUrl()}${TWO_FACTOR_SETUP_PATH}` },
    footnote: notMe,
  });
}

/** A security notice must not undo the change it reports: a failed send is logged, not thrown. */
export async function sendSecurityNotice(to: string, message: ReturnType<typeof renderEmail>): Promise<void> {
  try {
    await sendEmail({ to, ...message });
  } catch (error) {
    logger.error(
      { detail: error instanceof Error ? error.message : error },
      "[2fa] could not send a security notice:",
    );
  }
}
