import "server-only";
import { communityMemberIds } from "@/lib/community/access";
import { userEmail, userLanguage } from "@/lib/auth/users";
import { notifications as limits } from "@/lib/config/notifications";
import { errorFields, logger } from "@/lib/observability/logger";
import { authorCards } from "@/lib/profile/profiles";
import { db } from "@/lib/services/database";
import { sendEmail } from "@/lib/services/email";
import { digestEmail, type DigestItem } from "./digest-email";
import { emailedKinds, emailPreferences } from "./preferences";
import type { NotificationKindName } from "./schemas";

type Claimed = {
  id: string;
  kind: NotificationKindName;
  actor_id: string;
  preview: string;
  created_at: Date;
};

/**
 * The email digest (hourly, lib/notifications/jobs.ts): one email per member listing their unread
 * notifications not emailed yet, of the kinds they chose, at least 15 minutes old (what they have
 * not seen in the bell meanwhile). Each member's notifications are taken with one conditional
 * UPDATE (`emailed_at IS NULL`): when two instances run at once, the second finds them taken and
 * sends nothing, so nobody gets a digest twice. If the email cannot be queued they are released.
 * A member whose premium lapsed gets none.
 */
export async function sendDigests(now = new Date()): Promise<{ emailed: number }> {
  const cutoff = new Date(now.getTime() - limits.digestMinAgeMs);
  const recipients = await db.notification.findMany({
    where: { emailedAt: null, readAt: null, createdAt: { lte: cutoff } },
    distinct: ["recipientId"],
    select: { recipientId: true },
  });
  // Previews of community messages go only to members still in the community.
  const members = await communityMemberIds(
    recipients.map((r) => r.recipientId),
    now,
  );
  let emailed = 0;
  for (const { recipientId } of recipients.filter((r) => members.has(r.recipientId))) {
    try {
      if (await digestFor(recipientId, cutoff, now)) emailed++;
    } catch (error) {
      logger.error(errorFields(error), "[notifications] a digest failed");
    }
  }
  return { emailed };
}

async function digestFor(userId: string, cutoff: Date, now: Date): Promise<boolean> {
  const kinds = emailedKinds(await emailPreferences(userId));
  if (!kinds.length) return false;
  const claimed = await db.$queryRaw<Claimed[]>`
    UPDATE notifications SET emailed_at = ${now}
    WHERE recipient_id = ${userId}::uuid AND emailed_at IS NULL AND read_at IS NULL
      AND created_at <= ${cutoff} AND kind::text = ANY(${kinds})
    RETURNING id, kind, actor_id, preview, created_at`;
  if (!claimed.length) return false;
  try {
    const [to, locale, actors] = await Promise.all([
      userEmail(userId),
      userLanguage(userId),
      authorCards(claimed.map((n) => n.actor_id)),
    ]);
    if (!to) return false;
    const items: DigestItem[] = claimed
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
      .map((n) => ({
        kind: n.kind,
        actorName: actors.get(n.actor_id)?.fullName ?? null,
        preview: n.preview,
      }));
    await sendEmail({ to, ...(await digestEmail(items, locale)) });
    return true;
  } catch (error) {
    await db.notification.updateMany({
      where: { id: { in: claimed.map((n) => n.id) }, emailedAt: now },
      data: { emailedAt: null },
    });
    throw error;
  }
}
