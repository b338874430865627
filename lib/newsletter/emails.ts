import "server-only";
import { newsletter } from "@/lib/config/newsletter";
import { site } from "@/lib/config/site";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { renderEmail, siteLink } from "@/lib/services/email/layout";

/** The newsletter's emails, in the language of the page the subscriber signed up on. */
export const unsubscribeUrl = (token: string, locale: Locale) =>
  siteLink(`/newsletter/unsubscribe?token=${token}`, locale);
const confirmUrl = (token: string, locale: Locale) => siteLink(`/newsletter/confirm?token=${token}`, locale);

/** Sent on sign-up: nothing is subscribed until the owner of the address follows the link. */
export async function confirmationEmail(token: string, locale: Locale) {
  const t = await translator(locale, "emails");
  return renderEmail(
    {
      subject: t("newsletter.confirm.subject", { site: site.name }),
      paragraphs: [
        t("newsletter.confirm.asked", { site: site.name }),
        t("newsletter.confirm.confirm", { hours: newsletter.confirmTokenTtlHours }),
      ],
      action: { label: t("newsletter.confirm.action"), url: confirmUrl(token, locale) },
      footnote: t("newsletter.confirm.footnote"),
    },
    locale,
  );
}

/**
 * Sent once the address is confirmed: what to expect, and the way out (also as a List-Unsubscribe
 * header).
 */
export async function welcomeEmail(token: string, locale: Locale) {
  const t = await translator(locale, "emails");
  return {
    ...(await renderEmail(
      {
        subject: t("newsletter.welcome.subject", { site: site.name }),
        paragraphs: [t("newsletter.welcome.thanks"), t("newsletter.welcome.leave")],
        action: { label: t("newsletter.welcome.action"), url: unsubscribeUrl(token, locale) },
      },
      locale,
    )),
    headers: { "List-Unsubscribe": `<${unsubscribeUrl(token, locale)}>` },
  };
}
