import "server-only";
import { listAudit } from "@/lib/admin/audit";
import { userEmails } from "@/lib/auth/users";
import { activeMute } from "@/lib/community/mutes";
import { reviewedMessages } from "@/lib/community/visibility";
import type { ChatMessage } from "@/lib/community/schemas";
import { db } from "@/lib/services/database";
import type { ReportReason } from "./schemas";

export type QueuedReport = { reason: ReportReason; note: string | null; reporter: string | null; at: Date };
export type QueueEntry = {
  message: ChatMessage;
  hidden: boolean;
  authorMutedUntil: Date | null;
  reports: QueuedReport[];
};

/**
 * The moderators' queue: open reports grouped by message (live messages only), the longest waiting
 * first, a page at a time; each with the message as members saw it, whether it is hidden, whether
 * its author is muted, and every report (reason, note, reporter's email).
 */
export async function reportQueue({ page = 1, pageSize = 20 } = {}): Promise<{
  rows: QueueEntry[];
  total: number;
  page: number;
  pageSize: number;
}> {
  const where = { status: "open" as const, message: { deletedAt: null } };
  const groups = await db.communityReport.groupBy({
    by: ["messageId"],
    where,
    _min: { createdAt: true },
    orderBy: { _min: { createdAt: "asc" } },
  });
  const ids = groups.slice((page - 1) * pageSize, page * pageSize).map((g) => g.messageId);
  const [reports, messages] = await Promise.all([
    db.communityReport.findMany({
      where: { ...where, messageId: { in: ids } },
      orderBy: { createdAt: "asc" },
      select: { messageId: true, reason: true, note: true, reporterId: true, createdAt: true },
    }),
    reviewedMessages(ids),
  ]);
  const emails = await userEmails(reports.map((r) => r.reporterId));
  const rows: QueueEntry[] = [];
  for (const id of ids) {
    const seen = messages.get(id);
    if (!seen) continue;
    const mute = await activeMute(seen.message.user_id);
    rows.push({
      ...seen,
      authorMutedUntil: mute?.mutedUntil ?? null,
      reports: reports
        .filter((r) => r.messageId === id)
        .map((r) => ({
          reason: r.reason,
          note: r.note,
          reporter: emails.get(r.reporterId) ?? null,
          at: r.createdAt,
        })),
    });
  }
  return { rows, total: groups.length, page, pageSize };
}

/** The moderators' decisions, newest first: the audit rows of report reviews. */
export const moderationAudit = (page = 1) =>
  listAudit({ page, pageSize: 10, actionPrefix: "community.report." });
