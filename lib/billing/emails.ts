import "server-only";
import { site } from "@/lib/config/site";
import { formatMoney } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { renderEmail, siteLink } from "@/lib/services/email/layout";
import { billingDate } from "./dates";
import { planName } from "./plan-text";

/**
 * The billing emails, in the member's language (lib/auth/users.ts userLanguage): receipts,
 * cancellation and resumption (a failed renewal's: dunning-emails.ts). Plans are named as the catalogue translates them.
 */
type Plan = { code: string; name: string };

type Receipt = {
  plan: Plan;
  amountCents: number;
  currency: string;
  transactionId: string;
  cardBrand?: string | null;
  cardLastFour?: string | null;
  nextRenewal: Date;
  /** The receipt's number (its PDF in the billing history): the same figures as the email. */
  receiptNumber?: string | null;
};

const subscriptionPage = "/profile?tab=subscription";

async function words(locale: Locale) {
  const [t, history] = await Promise.all([
    translator(locale, "emails"),
    translator(locale, "billingHistory"),
  ]);
  const card = (r: Receipt) =>
    r.cardLastFour
      ? t("billing.card", { brand: (r.cardBrand ?? "card").toUpperCase(), lastFour: r.cardLastFour })
      : t("billing.yourCard");
  const receiptValues = async (r: Receipt) => ({
    site: site.name,
    plan: await planName(r.plan, locale),
    amount: formatMoney(r.amountCents, locale, r.currency),
    card: card(r),
    transactionId: r.transactionId,
    date: billingDate(r.nextRenewal, locale),
  });
  const receiptNumber = (r: Receipt) =>
    r.receiptNumber ? [history("emails.receiptNumber", { number: r.receiptNumber })] : [];
  return { t, receiptValues, receiptNumber };
}

export async function paymentReceiptEmail(r: Receipt, locale: Locale) {
  const { t, receiptValues, receiptNumber } = await words(locale);
  const values = await receiptValues(r);
  return renderEmail(
    {
      subject: t("billing.receipt.subject", values),
      paragraphs: [
        t("billing.receipt.charged", values),
        t("billing.receipt.details", values),
        ...receiptNumber(r),
        t("billing.receipt.guarantee"),
      ],
      action: { label: t("billing.receipt.action"), url: siteLink(subscriptionPage, locale) },
    },
    locale,
  );
}

export async function renewalReceiptEmail(r: Receipt, locale: Locale) {
  const { t, receiptValues, receiptNumber } = await words(locale);
  const values = await receiptValues(r);
  return renderEmail(
    {
      subject: t("billing.renewal.subject", values),
      paragraphs: [
        t("billing.renewal.charged", values),
        t("billing.renewal.details", values),
        ...receiptNumber(r),
      ],
      action: { label: t("billing.renewal.action"), url: siteLink(subscriptionPage, locale) },
    },
    locale,
  );
}

export async function cancellationEmail(
  { plan, accessUntil }: { plan: Plan; accessUntil: Date },
  locale: Locale,
) {
  const t = await translator(locale, "emails");
  return renderEmail(
    {
      subject: t("billing.cancellation.subject", { site: site.name }),
      paragraphs: [
        t("billing.cancellation.cancelled", { plan: await planName(plan, locale) }),
        t("billing.cancellation.access", { date: billingDate(accessUntil, locale) }),
      ],
      action: { label: t("billing.cancellation.action"), url: siteLink("/subscription", locale) },
      footnote: t("billing.cancellation.footnote", { email: site.supportEmail }),
    },
    locale,
  );
}

export async function resumedEmail({ plan, renewsOn }: { plan: Plan; renewsOn: Date }, locale: Locale) {
  const t = await translator(locale, "emails");
  return renderEmail(
    {
      subject: t("billing.resumed.subject", { site: site.name }),
      paragraphs: [
        t("billing.resumed.renews", {
          plan: await planName(plan, locale),
          date: billingDate(renewsOn, locale),
        }),
        t("billing.resumed.cancelAgain"),
      ],
      action: { label: t("billing.resumed.action"), url: siteLink(subscriptionPage, locale) },
    },
    locale,
  );
}
