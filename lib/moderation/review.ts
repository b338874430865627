import "server-only";
import { writeAudit } from "@/lib/admin/audit";
import type { CurrentUser } from "@/lib/auth/current-user";
import { deleteWithin, findLiveMessage } from "@/lib/community/messages";
import { muteMember } from "@/lib/community/mutes";
import { changeRoom } from "@/lib/community/room-order";
import { restoreWithin } from "@/lib/community/visibility";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/services/database";
import type { ReviewReportsInput } from "./schemas";

export const reviewText = { alreadyReviewed: "These reports were already reviewed" } as const;

export type ReviewOutcome = { messageId: string; action: ReviewReportsInput["action"]; reports: number };

/** Closes a message's open reports (one conditional UPDATE: two admins never both close them). */
async function closeReports(
  tx: Prisma.TransactionClient,
  messageId: string,
  status: "dismissed" | "actioned",
  adminId: string,
  now: Date,
): Promise<number> {
  return tx.$executeRaw`
    UPDATE community_reports SET status = ${status}::"CommunityReportStatus", reviewed_by = ${adminId}::uuid, reviewed_at = ${now}
     WHERE message_id = ${messageId}::uuid AND status = 'open'`;
}

/**
 * An admin reviews a reported message (the caller checked the role): dismiss closes its reports and
 * shows it again if hidden; delete closes them and deletes it; mute mutes its author and leaves the
 * reports open for the decision on the message. Each writes an audit row (who, what, when) in the
 * same transaction as the change; a second review of the same reports answers 409.
 */
export async function reviewReports(
  admin: CurrentUser,
  input: ReviewReportsInput,
  now = new Date(),
): Promise<ReviewOutcome> {
  const message = await findLiveMessage(input.messageId);
  if (!message) throw new AppError("not_found", "Message not found");
  const target = `message:${message.id}`;
  if (input.action === "mute") {
    const mute = await muteMember(admin.id, { userId: message.userId, minutes: input.minutes }, now);
    await writeAudit({
      actorId: admin.id,
      action: "community.report.mute",
      target,
      after: { userId: mute.userId, mutedUntil: mute.mutedUntil },
    });
    return { messageId: message.id, action: "mute", reports: 0 };
  }
  const reviewed = await changeRoom(message.room, async (tx) => {
    const status = input.action === "dismiss" ? "dismissed" : "actioned";
    const reports = await closeReports(tx, message.id, status, admin.id, now);
    if (!reports) return null;
    const change =
      input.action === "dismiss"
        ? await restoreWithin(tx, message.id, now)
        : await deleteWithin(tx, message, admin.id, now);
    await writeAudit(
      {
        actorId: admin.id,
        action: `community.report.${input.action}`,
        target,
        after: { reports, status, ...(input.action === "dismiss" ? { restored: Boolean(change) } : {}) },
      },
      tx,
    );
    return { value: { messageId: message.id, action: input.action, reports }, events: change?.events ?? [] };
  });
  if (!reviewed) throw new AppError("conflict", reviewText.alreadyReviewed);
  return reviewed;
}
