import "server-only";
import { format } from "date-fns";
import { siteUrl } from "@/lib/config/url";
import { renderEmail } from "@/lib/services/email/layout";
import { formatPrice } from "./pricing";

type Receipt = {
  planName: string;
  amountCents: number;
  currency: string;
  transactionId: string;
  cardBrand?: string | null;
  cardLastFour?: string | null;
  nextRenewal: Date;
};

const card = (r: Receipt) =>
  r.cardLastFour ? `${(r.cardBrand ?? "card").toUpperCase()} ending in ${r.cardLastFour}` : "your card";
const date = (d: Date) => format(d, "MMMM d, yyyy");

export function paymentReceiptEmail(r: Receipt) {
  return renderEmail({
    subject: `Your Latitud ${r.planName} receipt`,
    paragraphs: [
      `Thank you! We charged ${formatPrice(r.amountCents, r.currency)} to ${card(r)} for the ${r.planName} plan.`,
      `Transaction: ${r.transactionId}. Your plan renews on ${date(r.nextRenewal)}; you can cancel any time from your profile.`,
      "New subscribers have a 30-day money-back guarantee.",
    ],
    action: { label: "See your subscription", url: `${siteUrl()}/profile?tab=subscription` },
  });
}

export function renewalReceiptEmail(r: Receipt) {
  return renderEmail({
    subject: `Your Latitud ${r.planName} plan renewed`,
    paragraphs: [
      `We charged ${formatPrice(r.amountCents, r.currency)} to ${card(r)} to renew your ${r.planName} plan.`,
      `Transaction: ${r.transactionId}. Next renewal: ${date(r.nextRenewal)}.`,
    ],
    action: { label: "See your receipts", url: `${siteUrl()}/profile?tab=subscription` },
  });
}

export function renewalFailedEmail({ planName, graceUntil }: { planName: string; graceUntil: Date }) {
  return renderEmail({
    subject: "We couldn't renew your Latitud plan",
    paragraphs: [
      `Your card was declined when we tried to renew your ${planName} plan.`,
      `You keep premium access until ${date(graceUntil)}. To keep it after that, cancel this plan from your profile, then subscribe again with another card from the plans page.`,
    ],
    action: { label: "Go to your subscription", url: `${siteUrl()}/profile?tab=subscription` },
  });
}

export function cancellationEmail({ planName, accessUntil }: { planName: string; accessUntil: Date }) {
  return renderEmail({
    subject: "Your Latitud subscription is cancelled",
    paragraphs: [
      `Your ${planName} plan is cancelled and will not renew.`,
      `You keep premium access until ${date(accessUntil)}. Your chat history is kept for 12 months in case you come back.`,
    ],
    action: { label: "Resubscribe", url: `${siteUrl()}/subscription` },
    footnote:
      "Cancelled by mistake or have feedback? Reply to support@latitud.app: we answer within 24 hours.",
  });
}

export function resumedEmail({ planName, renewsOn }: { planName: string; renewsOn: Date }) {
  return renderEmail({
    subject: "Your Latitud plan is active again",
    paragraphs: [
      `Your ${planName} plan is no longer cancelled: it renews on ${date(renewsOn)} with the card on file.`,
      "You can cancel again any time from your profile before then.",
    ],
    action: { label: "See your subscription", url: `${siteUrl()}/profile?tab=subscription` },
  });
}
