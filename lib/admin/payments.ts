import "server-only";
import { db, type Prisma } from "@/lib/services/database";
import { PAGE_SIZE } from "./pagination";

/** Recent charges of all members, newest first, one page, optionally of members whose email matches. */
export async function recentPayments({ page, query }: { page: number; query: string }) {
  const where: Prisma.PaymentWhereInput = query
    ? { subscription: { user: { email: { contains: query.trim(), mode: "insensitive" } } } }
    : {};
  const [rows, total] = await Promise.all([
    db.payment.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      include: {
        subscription: {
          select: { plan: { select: { code: true, name: true } }, user: { select: { email: true } } },
        },
      },
    }),
    db.payment.count({ where }),
  ]);
  return {
    rows: rows.map(({ subscription, ...payment }) => ({
      ...payment,
      plan: subscription.plan,
      memberEmail: subscription.user.email,
    })),
    total,
    page,
  };
}
