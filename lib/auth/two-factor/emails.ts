import "server-only";
import { site } from "@/lib/config/site";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { logger } from "@/lib/observability/logger";
import { sendEmail } from "@/lib/services/email";
import { renderEmail, siteLink, type RenderedEmail } from "@/lib/services/email/layout";
import { userLanguage } from "../users";
import { TWO_FACTOR_SETUP_PATH } from "./config";

/** The security notices of two-factor authentication, in the account's language. */
export async function twoFactorEnabledEmail(locale: Locale) {
  const t = await translator(locale, "emails");
  return renderEmail(
    {
      subject: t("twoFactor.enabled.subject", { site: site.name }),
      paragraphs: [t("twoFactor.enabled.body"), t("twoFactor.enabled.codes")],
      action: { label: t("twoFactor.enabled.action"), url: siteLink(TWO_FACTOR_SETUP_PATH, locale) },
      footnote: t("twoFactor.notMe"),
    },
    locale,
  );
}

export async function twoFactorDisabledEmail(locale: Locale) {
  const t = await translator(locale, "emails");
  return renderEmail(
    {
      subject: t("twoFactor.disabled.subject", { site: site.name }),
      paragraphs: [t("twoFactor.disabled.body"), t("twoFactor.disabled.again")],
      action: { label: t("twoFactor.disabled.action"), url: siteLink(TWO_FACTOR_SETUP_PATH, locale) },
      footnote: t("twoFactor.notMe"),
    },
    locale,
  );
}

export async function recoveryCodeUsedEmail(remaining: number, locale: Locale) {
  const t = await translator(locale, "emails");
  return renderEmail(
    {
      subject: t("twoFactor.recoveryCodeUsed.subject", { site: site.name }),
      paragraphs: [t("twoFactor.recoveryCodeUsed.body", { remaining }), t("twoFactor.recoveryCodeUsed.lost")],
      action: {
        label: t("twoFactor.recoveryCodeUsed.action"),
        url: siteLink(TWO_FACTOR_SETUP_PATH, locale),
      },
      footnote: t("twoFactor.notMe"),
    },
    locale,
  );
}

/**
 * Sends a security notice, written in the account's language. It must not undo the change it
 * reports: a failure to write or send it is logged, not thrown.
 */
export async function sendSecurityNotice(
  account: { id: string; email: string },
  compose: (locale: Locale) => Promise<RenderedEmail>,
): Promise<void> {
  try {
    await sendEmail({ to: account.email, ...(await compose(await userLanguage(account.id))) });
  } catch (error) {
    logger.error(
      { detail: error instanceof Error ? error.message : error },
      "[2fa] could not send a security notice:",
    );
  }
}
