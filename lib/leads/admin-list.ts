import "server-only";
import { PAGE_SIZE } from "@/lib/admin/pagination";
import { db } from "@/lib/services/database";

/**
 * Contact submissions (lawyer requests) for the admin dashboard, newest first, with how many
 * lawyers unlocked each one.
 */
export async function listContactSubmissions({ page = 1 }: { page?: number } = {}) {
  const pageSize = PAGE_SIZE;
  const current = Number.isInteger(page) && page > 0 ? page : 1;
  const [rows, total] = await Promise.all([
    db.contactSubmission.findMany({
      orderBy: { createdAt: "desc" },
      skip: (current - 1) * pageSize,
      take: pageSize,
      select: {
        id: true,
        name: true,
        email: true,
        country: true,
        language: true,
        message: true,
        summaryText: true,
        source: true,
        createdAt: true,
        _count: { select: { unlocks: true } },
      },
    }),
    db.contactSubmission.count(),
  ]);
  return {
    rows: rows.map(({ _count, ...row }) => ({ ...row, unlocks: _count.unlocks })),
    total,
    page: current,
    pageSize,
  };
}
