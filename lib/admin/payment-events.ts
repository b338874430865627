import "server-only";
import type { EventOutcomeFilter } from "@/lib/billing/ops-schemas";
import { paymentEventPage } from "@/lib/billing/payment-events";
import { PAGE_SIZE } from "./pagination";

/**
 * A payment status as a badge tone: done (authorized, captured, paid, success, approved), in
 * progress (pending, processing), failed (declined, failed, rejected), anything else muted.
 */
export function statusTone(status: string | null): "success" | "accent" | "destructive" | "muted" {
  const s = (status ?? "").toLowerCase();
  if (["authorized", "captured", "paid", "success", "approved"].includes(s)) return "success";
  if (["pending", "processing"].includes(s)) return "accent";
  if (["declined", "failed", "rejected"].includes(s)) return "destructive";
  return "muted";
}

export async function listPaymentEvents({
  status = "",
  outcome = "",
  page = 1,
}: {
  status?: string;
  outcome?: EventOutcomeFilter | "";
  page?: number;
}) {
  return {
    ...(await paymentEventPage({ status, outcome, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE })),
    page,
  };
}
