import "server-only";
import { db, type Prisma } from "@/lib/services/database";
import type { EventOutcomeFilter } from "./ops-schemas";

/** An outcome filter as a condition: "received" is an event not applied yet. */
const outcomeWhere = (outcome: EventOutcomeFilter | ""): Prisma.PaymentEventWhereInput =>
  outcome === "" ? {} : { outcome: outcome === "received" ? null : outcome };

/**
 * The recorded provider events (the webhook log), newest first, one page of them, with the count
 * per status and per outcome.
 */
export async function paymentEventPage({
  status = "",
  outcome = "",
  skip,
  take,
}: {
  status?: string;
  outcome?: EventOutcomeFilter | "";
  skip: number;
  take: number;
}) {
  const where = { ...(status ? { status } : {}), ...outcomeWhere(outcome) };
  const [rows, total, statuses, outcomes] = await Promise.all([
    db.paymentEvent.findMany({ where, orderBy: { createdAt: "desc" }, skip, take }),
    db.paymentEvent.count({ where }),
    db.paymentEvent.groupBy({ by: ["status"], _count: true }),
    db.paymentEvent.groupBy({ by: ["outcome"], _count: true }),
  ]);
  return {
    rows,
    total,
    statuses: statuses.map((s) => ({ status: s.status ?? "none", count: s._count })),
    outcomes: Object.fromEntries(outcomes.map((o) => [o.outcome ?? "received", o._count])) as Partial<
      Record<EventOutcomeFilter, number>
    >,
  };
}
