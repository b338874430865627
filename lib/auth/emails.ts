import "server-only";
import { planNameOf } from "@/lib/billing/plans";
import { site } from "@/lib/config/site";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { renderEmail, siteLink } from "@/lib/services/email/layout";

/**
 * The emails of the account flows, in the recipient's language. Links point at the served origin
 * (NEXTAUTH_URL / SITE_URL), at the pages in that language.
 */
const words = (locale: Locale) => translator(locale, "emails");

export async function confirmationEmail(token: string, expiryHours: number, locale: Locale) {
  const t = await words(locale);
  return renderEmail(
    {
      subject: t("auth.confirm.subject", { site: site.name }),
      paragraphs: [
        t("auth.confirm.welcome", { site: site.name }),
        t("auth.confirm.expiry", { hours: expiryHours }),
      ],
      // The confirmation route answers every language and lands on the home page.
      action: {
        label: t("auth.confirm.action"),
        url: siteLink(`/auth/confirm?token=${encodeURIComponent(token)}`, locale),
      },
      footnote: t("auth.confirm.footnote"),
    },
    locale,
  );
}

export async function alreadyRegisteredEmail(locale: Locale) {
  const t = await words(locale);
  return renderEmail(
    {
      subject: t("auth.alreadyRegistered.subject", { site: site.name }),
      paragraphs: [
        t("auth.alreadyRegistered.attempt", { site: site.name }),
        t("auth.alreadyRegistered.options"),
      ],
      action: { label: t("auth.alreadyRegistered.action"), url: siteLink("/forgot-password", locale) },
      footnote: t("auth.alreadyRegistered.footnote"),
    },
    locale,
  );
}

export async function passwordResetEmail(token: string, expiryMinutes: number, locale: Locale) {
  const t = await words(locale);
  return renderEmail(
    {
      subject: t("auth.passwordReset.subject", { site: site.name }),
      paragraphs: [
        t("auth.passwordReset.request"),
        t("auth.passwordReset.expiry", { minutes: expiryMinutes }),
      ],
      action: {
        label: t("auth.passwordReset.action"),
        url: siteLink(`/reset-password?token=${encodeURIComponent(token)}`, locale),
      },
      footnote: t("auth.passwordReset.footnote"),
    },
    locale,
  );
}

/** An invitation, naming its plan in the reader's language. */
export async function joinLinkEmail(token: string, planCode: string, expiryDays: number, locale: Locale) {
  const t = await words(locale);
  const invited =
    planCode === "basic"
      ? t("auth.joinLink.invited", { site: site.name })
      : t("auth.joinLink.invitedWithPlan", {
          site: site.name,
          plan: await planNameOf(planCode, locale),
        });
  return renderEmail(
    {
      subject: t("auth.joinLink.subject", { site: site.name }),
      paragraphs: [invited, t("auth.joinLink.choosePassword", { days: expiryDays })],
      action: {
        label: t("auth.joinLink.action"),
        url: siteLink(`/join?token=${encodeURIComponent(token)}`, locale),
      },
    },
    locale,
  );
}
