import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { canUseCommunity } from "@/lib/community/access";
import { findLiveMessage } from "@/lib/community/messages";
import { changeRoom } from "@/lib/community/room-order";
import { hideWithin } from "@/lib/community/visibility";
import { community } from "@/lib/config/community";
import { AppError } from "@/lib/errors";
import type { ReportReason } from "./schemas";
import { reportHideThreshold } from "./threshold";

export const reportText = {
  auth: "Authentication required to report messages",
  own: "You cannot report your own message",
  twice: "You already reported this message",
} as const;

/**
 * A premium member reports someone else's message, once (the unique index on message and reporter;
 * a second report answers 409). In the room's `changeRoom` transaction, under its lock, the report is
 * stored, the message's open reports counted, and at the threshold the message is hidden by one
 * conditional UPDATE: however many reports arrive at once, it is hidden once, with one event.
 */
export async function reportMessage(
  user: CurrentUser,
  input: { messageId: string; reason: ReportReason; note?: string },
  now = new Date(),
): Promise<{ id: string; hidden: boolean }> {
  if (!canUseCommunity(user)) throw new AppError("forbidden", community.text.premiumOnly);
  const message = await findLiveMessage(input.messageId);
  if (!message) throw new AppError("not_found", "Message not found");
  if (message.userId === user.id) throw new AppError("forbidden", reportText.own);
  const threshold = reportHideThreshold();
  const stored = await changeRoom(message.room, async (tx) => {
    const [report] = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO community_reports (id, message_id, reporter_id, reason, note, created_at)
      VALUES (gen_random_uuid(), ${message.id}::uuid, ${user.id}::uuid,
              ${input.reason}::"CommunityReportReason", ${input.note ?? null}, ${now})
      ON CONFLICT (message_id, reporter_id) DO NOTHING
      RETURNING id::text`;
    if (!report) return { value: null, events: [] };
    const [counted] = await tx.$queryRaw<{ open: number }[]>`
      SELECT count(*)::int AS open FROM community_reports
       WHERE message_id = ${message.id}::uuid AND status = 'open'`;
    const hide = counted!.open >= threshold ? await hideWithin(tx, message.id, now) : null;
    return { value: { id: report.id, hidden: Boolean(hide) }, events: hide?.events ?? [] };
  });
  if (!stored) throw new AppError("conflict", reportText.twice);
  return stored;
}
