import "server-only";
import { db } from "@/lib/services/database/index";

/**
 * A member's billing history across all their subscriptions, newest first: every charge (approved
 * or declined: first payment, renewal, plan change, card retry) and every refund that went through.
 */
export type HistoryKind = "initial" | "renewal" | "proration" | "retry" | "refund" | "failed";
export type HistoryStatus = "approved" | "declined" | "refunded" | "partiallyRefunded" | "succeeded";

export type HistoryEntry = {
  id: string;
  date: Date;
  kind: HistoryKind;
  plan: { code: string; name: string };
  amountCents: number;
  currency: string;
  status: HistoryStatus;
  cardBrand: string | null;
  cardLastFour: string | null;
  /** Approved charges: the receipt's number, its PDF at receiptPath(paymentId). */
  receiptNumber: string | null;
  paymentId: string;
};

const LIMIT = 200;

export const receiptPath = (paymentId: string) => `/api/billing/receipts/${paymentId}`;

const chargeKinds = new Set<string>(["initial", "renewal", "proration", "retry"]);

/** What a charge was; a declined one is a failed attempt, whatever it tried. */
export const historyKind = (p: { status: string; kind: string }): HistoryKind =>
  p.status === "approved" && chargeKinds.has(p.kind) ? (p.kind as HistoryKind) : "failed";

function chargeStatus(p: { status: string; amountCents: number; refundedCents: number }): HistoryStatus {
  if (p.status !== "approved") return "declined";
  if (p.refundedCents === 0) return "approved";
  return p.refundedCents >= p.amountCents ? "refunded" : "partiallyRefunded";
}

export async function billingHistory(userId: string): Promise<HistoryEntry[]> {
  const payments = await db.payment.findMany({
    where: { subscription: { userId } },
    orderBy: { createdAt: "desc" },
    take: LIMIT,
    include: {
      plan: { select: { code: true, name: true } },
      subscription: { select: { plan: { select: { code: true, name: true } } } },
      refunds: { where: { status: "succeeded" } },
    },
  });
  const entries = payments.flatMap((p): HistoryEntry[] => {
    const common = {
      plan: p.plan ?? p.subscription.plan,
      currency: p.currency,
      cardBrand: p.cardBrand,
      cardLastFour: p.cardLastFour,
      paymentId: p.id,
    };
    return [
      {
        ...common,
        id: p.id,
        date: p.createdAt,
        kind: historyKind(p),
        amountCents: p.amountCents,
        status: chargeStatus(p),
        receiptNumber: p.status === "approved" ? p.receiptNumber : null,
      },
      ...p.refunds.map((r) => ({
        ...common,
        id: r.id,
        date: r.createdAt,
        kind: "refund" as const,
        amountCents: r.amountCents,
        status: "succeeded" as const,
        receiptNumber: null,
      })),
    ];
  });
  return entries.sort((a, b) => b.date.getTime() - a.date.getTime()).slice(0, LIMIT);
}
