import "server-only";
import { site } from "@/lib/config/site";
import { formatMoney } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { renderEmail, siteLink } from "@/lib/services/email/layout";
import { billingDate } from "../dates";
import { planName } from "../plan-text";

/** The pause emails, in the member's language: paused (until when, what is charged then), resumed. */
type Plan = { code: string; name: string };
type Money = { amountCents: number; currency: string };

const subscriptionPage = "/profile?tab=subscription";

export async function pausedEmail(
  { plan, accessUntil, resumesAt, price }: { plan: Plan; accessUntil: Date; resumesAt: Date; price: Money },
  locale: Locale,
) {
  const t = await translator(locale, "pause");
  return renderEmail(
    {
      subject: t("email.paused.subject", { site: site.name }),
      paragraphs: [
        t("email.paused.access", {
          plan: await planName(plan, locale),
          accessUntil: billingDate(accessUntil, locale),
        }),
        t("email.paused.resumes", {
          date: billingDate(resumesAt, locale),
          amount: formatMoney(price.amountCents, locale, price.currency),
        }),
        t("email.paused.early"),
      ],
      action: { label: t("email.paused.action"), url: siteLink(subscriptionPage, locale) },
    },
    locale,
  );
}

export async function unpausedEmail(
  { plan, renewsOn, charged }: { plan: Plan; renewsOn: Date; charged: Money | null },
  locale: Locale,
) {
  const t = await translator(locale, "pause");
  const renews = t("email.resumed.renews", {
    plan: await planName(plan, locale),
    date: billingDate(renewsOn, locale),
  });
  return renderEmail(
    {
      subject: t("email.resumed.subject", { site: site.name }),
      paragraphs: charged
        ? [
            renews,
            t("email.resumed.charged", {
              amount: formatMoney(charged.amountCents, locale, charged.currency),
            }),
          ]
        : [renews],
      action: { label: t("email.resumed.action"), url: siteLink(subscriptionPage, locale) },
    },
    locale,
  );
}
