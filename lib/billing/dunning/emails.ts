import "server-only";
import { site } from "@/lib/config/site";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { renderEmail, siteLink } from "@/lib/services/email/layout";
import { billingDate } from "../dates";
import { fixCardPath } from "./fix-card-path";
import { planName } from "../plan-text";

/**
 * The dunning emails of a failed renewal (docs/BILLING.md): day 0 (the failure), day 3 (a reminder)
 * and the grace period's end (the plan ended). The first two link to the fix-card page and give the
 * date premium ends; all in the member's language.
 */
type Dunning = {
  plan: { code: string; name: string };
  /** The provider's subscription id, as the fix-card page's URL carries it. */
  providerId: string;
  graceUntil: Date;
};

async function dunningEmail(step: "failed" | "reminder" | "ended", d: Dunning, locale: Locale) {
  const t = await translator(locale, "dunning");
  const values = {
    site: site.name,
    plan: await planName(d.plan, locale),
    date: billingDate(d.graceUntil, locale),
  };
  const action =
    step === "ended"
      ? { label: t("emails.ended.action"), url: siteLink("/subscription", locale) }
      : { label: t(`emails.${step}.action`), url: siteLink(fixCardPath(d.providerId), locale) };
  return renderEmail(
    {
      subject: t(`emails.${step}.subject`, values),
      paragraphs: [t(`emails.${step}.text`, values), t(`emails.${step}.next`, values)],
      action,
    },
    locale,
  );
}

/** Day 0: the renewal was declined; premium stays until the grace period ends. */
export const paymentFailedEmail = (d: Dunning, locale: Locale) => dunningEmail("failed", d, locale);
/** Day 3: still not paid. */
export const dunningReminderEmail = (d: Dunning, locale: Locale) => dunningEmail("reminder", d, locale);
/** The grace period is over: the plan ended. */
export const planEndedEmail = (d: Dunning, locale: Locale) => dunningEmail("ended", d, locale);
