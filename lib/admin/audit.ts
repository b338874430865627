import "server-only";
import { userEmails } from "@/lib/auth/users";
import { db, type Prisma } from "@/lib/services/database";

/** Records an admin action: who, what, on what, and the state before and after (in the caller's transaction if given). */
export async function writeAudit(
  entry: {
    actorId: string;
    action: string;
    target: string;
    before?: unknown;
    after?: unknown;
  },
  client: Prisma.TransactionClient = db,
): Promise<void> {
  await client.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      target: entry.target,
      before: (entry.before ?? undefined) as Prisma.InputJsonValue | undefined,
      after: (entry.after ?? undefined) as Prisma.InputJsonValue | undefined,
    },
  });
}

/** The audit rows, newest first; `actionPrefix` keeps one area's (e.g. "community.report."). */
export async function listAudit({
  page = 1,
  pageSize = 20,
  actionPrefix,
}: { page?: number; pageSize?: number; actionPrefix?: string } = {}) {
  const where = actionPrefix ? { action: { startsWith: actionPrefix } } : {};
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.auditLog.count({ where }),
  ]);
  const emailOf = await userEmails(rows.map((r) => r.actorId));
  return {
    // null: the actor's account was deleted since.
    rows: rows.map((r) => ({ ...r, actorEmail: emailOf.get(r.actorId) ?? null })),
    total,
    page,
    pageSize,
  };
}
