import "server-only";
import { db } from "@/lib/services/database";

/** The recorded provider events, newest first, one page of them, with the count per status. */
export async function paymentEventPage({
  status = "",
  skip,
  take,
}: {
  status?: string;
  skip: number;
  take: number;
}) {
  const where = status ? { status } : {};
  const [rows, total, statuses] = await Promise.all([
    db.paymentEvent.findMany({ where, orderBy: { createdAt: "desc" }, skip, take }),
    db.paymentEvent.count({ where }),
    db.paymentEvent.groupBy({ by: ["status"], _count: true }),
  ]);
  return { rows, total, statuses: statuses.map((s) => ({ status: s.status ?? "none", count: s._count })) };
}
