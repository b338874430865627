import "server-only";
import { PAGE_SIZE } from "@/lib/admin/pagination";
import { userEmails, userIdsByEmail } from "@/lib/auth/users";
import { db, type Prisma } from "@/lib/services/database";

/**
 * Recent charges of all members for the admin's Payments tab, newest first, one page, optionally
 * of members whose email matches; each with the plan it charged and the member's email.
 */
export async function recentPayments({ page, query }: { page: number; query: string }) {
  const where: Prisma.PaymentWhereInput = query.trim()
    ? { subscription: { userId: { in: await userIdsByEmail(query) } } }
    : {};
  const [rows, total] = await Promise.all([
    db.payment.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      include: {
        plan: { select: { code: true, name: true } },
        subscription: { select: { userId: true, plan: { select: { code: true, name: true } } } },
      },
    }),
    db.payment.count({ where }),
  ]);
  const emails = await userEmails(rows.map((r) => r.subscription.userId));
  return {
    rows: rows.map(({ subscription, plan, ...payment }) => ({
      ...payment,
      plan: plan ?? subscription.plan,
      memberEmail: emails.get(subscription.userId) ?? "",
    })),
    total,
    page,
  };
}
