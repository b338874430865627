import { newsletterRecordOf } from "@/lib/newsletter/subscribers";
import { db } from "@/lib/services/database";

/**
 * 'Download my data' (LGPD art. 18, GDPR art. 15/20): everything we hold about the user, as JSON.
 * Password hashes and token hashes are secrets of the system, not personal data, and stay out.
 */
export async function exportUserData(userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      role: true,
      emailConfirmedAt: true,
      createdAt: true,
      profile: { include: { tags: { select: { tag: true, source: true, createdAt: true } } } },
      sessions: { select: { ipAddress: true, userAgent: true, createdAt: true, lastSeenAt: true, expiresAt: true, revokedAt: true }, orderBy: { createdAt: "desc" } },
      authEvents: { select: { eventType: true, success: true, ipAddress: true, userAgent: true, createdAt: true }, orderBy: { createdAt: "desc" }, take: 500 },
    },
  });
  const newsletter = await newsletterRecordOf(user.email);
  const waitlist = await db.waitlistEntry.findUnique({ where: { email: user.email }, select: { email: true, createdAt: true } });
  return { exportedAt: new Date().toISOString(), account: user, newsletter, waitlist };
}
