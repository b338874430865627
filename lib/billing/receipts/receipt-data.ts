import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { adminNeedsTwoFactor } from "@/lib/auth/two-factor/status";
import { userEmail, userLanguage } from "@/lib/auth/users";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { messageLocale } from "@/lib/i18n/server-messages";
import { translator } from "@/lib/i18n/translator";
import { db } from "@/lib/services/database";
import { billingDetailsOf, type BillingDetailsValues } from "../history/billing-details";

export type ReceiptData = {
  receiptNumber: string;
  date: Date;
  kind: string;
  plan: { code: string; name: string };
  periodStart: Date;
  periodEnd: Date;
  amountCents: number;
  refundedCents: number;
  currency: string;
  transactionId: string;
  cardBrand: string | null;
  cardLastFour: string | null;
  member: BillingDetailsValues & { email: string };
  locale: Locale;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

/**
 * The receipt of an approved charge, for its owner or an admin; anyone else (and a charge without a
 * receipt) gets 404, so a receipt's existence is not disclosed. In the member's language.
 */
export async function receiptFor(viewer: CurrentUser, paymentId: string): Promise<ReceiptData> {
  const t = await translator(messageLocale(), "billingHistory");
  const notFound = new AppError("not_found", t("errors.receiptNotFound"));
  if (!UUID.test(paymentId)) throw notFound;
  const payment = await db.payment.findUnique({
    where: { id: paymentId },
    include: {
      plan: { select: { code: true, name: true, intervalDays: true } },
      subscription: {
        select: { userId: true, plan: { select: { code: true, name: true, intervalDays: true } } },
      },
    },
  });
  const { subscription } = payment ?? {};
  if (!payment || !subscription || payment.status !== "approved" || !payment.receiptNumber) throw notFound;
  const isAdmin = viewer.role === "admin" && !(await adminNeedsTwoFactor(viewer));
  if (subscription.userId !== viewer.id && !isAdmin) throw notFound;
  const [details, locale, email] = await Promise.all([
    billingDetailsOf(subscription.userId),
    userLanguage(subscription.userId),
    userEmail(subscription.userId),
  ]);
  const { intervalDays, ...plan } = payment.plan ?? subscription.plan;
  return {
    receiptNumber: payment.receiptNumber,
    date: payment.createdAt,
    kind: payment.kind,
    plan,
    // Every charge starts a paid period of the plan's length (first payment, renewal, plan change, retry).
    periodStart: payment.createdAt,
    periodEnd: new Date(payment.createdAt.getTime() + intervalDays * DAY_MS),
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    currency: payment.currency,
    transactionId: payment.transactionId,
    cardBrand: payment.cardBrand,
    cardLastFour: payment.cardLastFour,
    member: { ...details, email: email ?? "" },
    locale,
  };
}
