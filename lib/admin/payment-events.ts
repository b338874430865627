import "server-only";
import { db } from "@/lib/services/database";
import { PAGE_SIZE } from "./pagination";

/** Status colours of spec 2 §9. */
export function statusTone(status: string | null): "success" | "accent" | "destructive" | "muted" {
  const s = (status ?? "").toLowerCase();
  if (["authorized", "captured", "paid", "success", "approved"].includes(s)) return "success";
  if (["pending", "processing"].includes(s)) return "accent";
  if (["declined", "failed", "rejected"].includes(s)) return "destructive";
  return "muted";
}

export async function listPaymentEvents({ status = "", page = 1 }: { status?: string; page?: number }) {
  const where = status ? { status } : {};
  const [rows, total, statuses] = await Promise.all([
    db.paymentEvent.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
    }),
    db.paymentEvent.count({ where }),
    db.paymentEvent.groupBy({ by: ["status"], _count: true }),
  ]);
  return {
    rows,
    total,
    page,
    statuses: statuses.map((s) => ({ status: s.status ?? "none", count: s._count })),
  };
}
