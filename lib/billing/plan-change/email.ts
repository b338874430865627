import "server-only";
import { site } from "@/lib/config/site";
import { formatMoney } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { renderEmail, siteLink } from "@/lib/services/email/layout";
import { billingDate } from "../dates";
import { planName } from "../plan-text";

export type ProrationReceipt = {
  plan: { id: string; code: string; name: string; priceCents: number; currency: string };
  amountCents: number;
  currency: string;
  transactionId: string;
  cardBrand: string | null;
  cardLastFour: string | null;
  renewsOn: Date;
};

/** The receipt of an upgrade's prorated charge, in the member's language. */
export async function prorationReceiptEmail(r: ProrationReceipt, locale: Locale) {
  const [t, emails] = await Promise.all([translator(locale, "planChange"), translator(locale, "emails")]);
  const values = {
    site: site.name,
    plan: await planName(r.plan, locale),
    amount: formatMoney(r.amountCents, locale, r.currency),
    price: formatMoney(r.plan.priceCents, locale, r.plan.currency),
    card: r.cardLastFour
      ? emails("billing.card", { brand: (r.cardBrand ?? "card").toUpperCase(), lastFour: r.cardLastFour })
      : emails("billing.yourCard"),
    transactionId: r.transactionId,
    date: billingDate(r.renewsOn, locale),
  };
  return renderEmail(
    {
      subject: t("email.subject", values),
      paragraphs: [t("email.charged", values), t("email.details", values)],
      action: { label: t("email.action"), url: siteLink("/profile?tab=subscription", locale) },
    },
    locale,
  );
}
