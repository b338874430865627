import "server-only";
import { newsletterRecordOf } from "@/lib/newsletter/subscribers";
import { db, type Prisma } from "@/lib/services/database";

/**
 * 'Download my data' (LGPD art. 18, GDPR art. 15/20): everything we hold about the user, as JSON,
 * one section per table. Secrets of the system (password and token hashes, the sealed two-factor
 * secret, session ids, unsubscribe and anonymous-chat tokens) are left out of the rows.
 *
 * tests/integration/profile-export.test.ts reads prisma/schema: every model that points at
 * users (a relation, a user-id column or an email column) must be in `exportedTables` or in
 * `notExported` with its reason. A new table is one line in one of them.
 */
type Owner = { id: string; email: string };

export const exportedTables = {
  User: (u) => db.user.findUniqueOrThrow({ where: { id: u.id }, omit: { passwordHash: true } }),
  Profile: (u) => db.profile.findUnique({ where: { id: u.id } }),
  ProfileTag: (u) => db.profileTag.findMany({ where: { profileId: u.id }, orderBy: { createdAt: "asc" } }),
  UserSession: (u) =>
    db.userSession.findMany({ where: { userId: u.id }, omit: { id: true }, orderBy: { createdAt: "desc" } }),
  SessionReauthentication: (u) =>
    db.sessionReauthentication.findMany({ where: { userId: u.id }, omit: { sessionId: true } }),
  EmailToken: (u) =>
    db.emailToken.findMany({
      where: { userId: u.id },
      omit: { tokenHash: true },
      orderBy: { createdAt: "desc" },
    }),
  AuthEvent: (u) =>
    db.authEvent.findMany({
      where: { OR: [{ userId: u.id }, { email: u.email }] },
      orderBy: { createdAt: "desc" },
    }),
  TwoFactorSecret: (u) =>
    db.twoFactorSecret.findUnique({
      where: { userId: u.id },
      omit: { secretEncrypted: true, lastUsedStep: true },
    }),
  TwoFactorRecoveryCode: (u) =>
    db.twoFactorRecoveryCode.findMany({ where: { userId: u.id }, omit: { codeHash: true } }),
  TwoFactorChallenge: (u) =>
    db.twoFactorChallenge.findMany({
      where: { userId: u.id },
      omit: { tokenHash: true },
      orderBy: { createdAt: "desc" },
    }),
  JoinLink: (u) =>
    db.joinLink.findMany({ where: { email: u.email }, omit: { tokenHash: true, createdById: true } }),
  NewsletterSubscriber: (u) => newsletterRecordOf(u.email),
  WaitlistEntry: (u) => db.waitlistEntry.findUnique({ where: { email: u.email } }),
  VisaChat: (u) =>
    db.visaChat.findMany({
      where: { userId: u.id },
      omit: { anonymousToken: true },
      orderBy: { createdAt: "asc" },
    }),
  VisaChatMessage: (u) =>
    db.visaChatMessage.findMany({ where: { chat: { userId: u.id } }, orderBy: { createdAt: "asc" } }),
  StayTrip: (u) => db.stayTrip.findMany({ where: { userId: u.id }, orderBy: { entry: "asc" } }),
  ChatUsage: (u) => db.chatUsage.findMany({ where: { subject: `user:${u.id}` }, orderBy: { day: "asc" } }),
  Subscription: (u) =>
    db.subscription.findMany({
      where: { userId: u.id },
      include: { plan: { select: { code: true, name: true } } },
      orderBy: { createdAt: "asc" },
    }),
  Payment: (u) =>
    db.payment.findMany({ where: { subscription: { userId: u.id } }, orderBy: { createdAt: "asc" } }),
  // Refunds of the member's charges; who made one (an admin) is ours to know, not theirs.
  Refund: (u) =>
    db.refund.findMany({
      where: { payment: { subscription: { userId: u.id } } },
      omit: { requestedById: true, idempotencyKey: true },
      orderBy: { createdAt: "asc" },
    }),
  BillingDetails: (u) => db.billingDetails.findUnique({ where: { userId: u.id } }),
  CancellationFeedback: (u) => db.cancellationFeedback.findMany({ where: { userId: u.id } }),
  CheckoutAttempt: (u) =>
    db.checkoutAttempt.findMany({ where: { userId: u.id }, orderBy: { createdAt: "asc" } }),
  CommunityMessage: (u) =>
    db.communityMessage.findMany({
      where: { userId: u.id },
      omit: { deletedBy: true, seq: true },
      orderBy: { seq: "asc" },
    }),
  CommunityReaction: (u) =>
    db.communityReaction.findMany({ where: { userId: u.id }, orderBy: { createdAt: "asc" } }),
  // The member's own reports; what moderators decided and who they were is ours to know.
  CommunityReport: (u) =>
    db.communityReport.findMany({
      where: { reporterId: u.id },
      omit: { reviewedBy: true },
      orderBy: { createdAt: "asc" },
    }),
  CommunityRoomRead: (u) => db.communityRoomRead.findMany({ where: { userId: u.id } }),
  Meetup: (u) => db.meetup.findMany({ where: { organizerId: u.id }, orderBy: { startsAt: "asc" } }),
  MeetupRsvp: (u) => db.meetupRsvp.findMany({ where: { userId: u.id } }),
  MemberCity: (u) => db.memberCity.findUnique({ where: { userId: u.id } }),
  MemberPresence: (u) => db.memberPresence.findUnique({ where: { userId: u.id } }),
  // Notifications the member received; one that another member's action caused names that member.
  Notification: (u) =>
    db.notification.findMany({ where: { recipientId: u.id }, orderBy: { createdAt: "asc" } }),
  NotificationPreference: (u) => db.notificationPreference.findUnique({ where: { userId: u.id } }),
  CommunityMute: (u) => db.communityMute.findUnique({ where: { userId: u.id }, omit: { mutedBy: true } }),
  ContactSubmission: (u) =>
    db.contactSubmission.findMany({
      where: { OR: [{ userId: u.id }, { email: u.email }] },
      orderBy: { createdAt: "asc" },
    }),
  LawyerApplication: (u) =>
    db.lawyerApplication.findMany({ where: { userId: u.id }, omit: { reviewedById: true } }),
  LawyerProfile: (u) => db.lawyerProfile.findUnique({ where: { userId: u.id } }),
  LawyerCredits: (u) => db.lawyerCredits.findUnique({ where: { lawyerId: u.id } }),
  CreditPurchase: (u) =>
    db.creditPurchase.findMany({ where: { lawyerId: u.id }, orderBy: { createdAt: "asc" } }),
  LeadUnlock: (u) => db.leadUnlock.findMany({ where: { lawyerId: u.id }, orderBy: { createdAt: "asc" } }),
  // What admins did to this account (role changes, locks): the user's own record. What an admin did
  // to other people's records is theirs, not the admin's.
  AuditLog: (u) =>
    db.auditLog.findMany({
      where: { target: { in: [`user:${u.id}`, `email:${u.email}`] } },
      omit: { actorId: true },
      orderBy: { createdAt: "asc" },
    }),
} satisfies Partial<Record<Prisma.ModelName, (owner: Owner) => Promise<unknown>>>;

/** Tables that point at users but stay out of the export, and why. */
export const notExported: Partial<Record<Prisma.ModelName, string>> = {
  PasswordHistory:
    "Only hashes of earlier passwords (a secret of the system); password changes are in AuthEvent.",
  EmailOutbox:
    "Mail waiting to go out, deleted once delivered (a failed one after a week); its bodies hold one-time links, which are secrets.",
  DevMailboxMessage: "The development mailbox: never used in production, where email goes out by SMTP.",
  CommunityPostFingerprint:
    "Hashes of the member's recent message texts, kept 30 seconds to refuse a repeated post; the messages themselves are in CommunityMessage.",
  CaliSandboxSubscription:
    "The local stand-in for the card provider: the provider's records, not ours (ours are Subscription and Payment).",
};

type UserDataExport = {
  exportedAt: string;
  tables: { [K in keyof typeof exportedTables]: Awaited<ReturnType<(typeof exportedTables)[K]>> };
};

export async function exportUserData(userId: string): Promise<UserDataExport> {
  const owner = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true } });
  const entries = await Promise.all(
    Object.entries(exportedTables).map(async ([table, read]) => [table, await read(owner)] as const),
  );
  return {
    exportedAt: new Date().toISOString(),
    tables: Object.fromEntries(entries) as UserDataExport["tables"],
  };
}
