import "server-only";
import { lawyerPages, WELCOME_CREDITS } from "@/lib/config/lawyers";
import { db, type ApplicationStatus, type Prisma } from "@/lib/services/database";
import { refusal, success, type Outcome } from "./outcome";

/**
 * The admin side of lawyer applications: the list, approval and rejection. The admin dashboard
 * calls these through lib/lawyers/admin-actions.ts; each re-checks that the actor is an admin.
 */
export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>["rows"][number];

export async function listApplications({
  status,
  page = 1,
}: { status?: ApplicationStatus; page?: number } = {}) {
  const pageSize = lawyerPages.applicationsPageSize;
  const current = Number.isInteger(page) && page > 0 ? page : 1;
  const where = status ? { status } : {};
  const [rows, total] = await Promise.all([
    db.lawyerApplication.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: (current - 1) * pageSize,
      take: pageSize,
      include: { user: { select: { email: true, role: true } } },
    }),
    db.lawyerApplication.count({ where }),
  ]);
  return {
    rows: rows.map(({ user, ...application }) => ({
      ...application,
      accountEmail: user.email,
      accountRole: user.role,
    })),
    total,
    page: current,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export type ReviewResult = Outcome<{ status: ApplicationStatus; changed: boolean }>;

type Tx = Prisma.TransactionClient;

async function isAdmin(tx: Tx, userId: string): Promise<boolean> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { role: true, disabledAt: true } });
  return user?.role === "admin" && !user.disabledAt;
}

/** The application, locked until the transaction ends, so concurrent reviews apply one after the other. */
async function lockApplication(tx: Tx, applicationId: string) {
  await tx.$queryRaw`SELECT id FROM lawyer_applications WHERE id = ${applicationId}::uuid FOR UPDATE`;
  return tx.lawyerApplication.findUnique({
    where: { id: applicationId },
    include: { user: { select: { id: true, role: true } } },
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Approves a pending application in one transaction: the lawyer role (admins keep theirs), the
 * public profile from the application, the welcome credits and an audit row. Approving an approved
 * application changes nothing (no second credit grant, no second audit row).
 */
export async function approveApplication(adminId: string, applicationId: string): Promise<ReviewResult> {
  if (!UUID.test(applicationId)) return refusal(404, "Application not found");
  return db.$transaction(async (tx) => {
    if (!(await isAdmin(tx, adminId)))
      return refusal(403, "You need admin privileges to access this functionality.");
    const application = await lockApplication(tx, applicationId);
    if (!application) return refusal(404, "Application not found");
    if (application.status === "approved") return success({ status: "approved" as const, changed: false });
    if (application.status === "rejected")
      return refusal(409, "This application was rejected. The lawyer can apply again.");

    const role = application.user.role === "admin" ? "admin" : "lawyer";
    const reviewedAt = new Date();
    await tx.lawyerApplication.update({
      where: { id: application.id },
      data: { status: "approved", reviewedById: adminId, reviewedAt },
    });
    await tx.user.update({ where: { id: application.userId }, data: { role } });
    const profile = {
      displayName: application.fullName,
      bio: application.bio,
      countries: application.countries,
      languages: application.languages,
      specialities: application.specialities,
      website: application.website,
    };
    await tx.lawyerProfile.upsert({
      where: { userId: application.userId },
      create: { userId: application.userId, ...profile },
      update: profile,
    });
    const credits = await tx.lawyerCredits.upsert({
      where: { lawyerId: application.userId },
      create: { lawyerId: application.userId, creditsBalance: WELCOME_CREDITS },
      update: { creditsBalance: { increment: WELCOME_CREDITS } },
    });
    await tx.auditLog.create({
      data: {
        actorId: adminId,
        action: "lawyer.approve",
        target: `application:${application.id}`,
        before: { status: application.status, role: application.user.role },
        after: {
          status: "approved",
          role,
          creditsBalance: credits.creditsBalance,
          welcomeCredits: WELCOME_CREDITS,
          reviewedAt: reviewedAt.toISOString(),
        },
      },
    });
    return success({ status: "approved" as const, changed: true });
  });
}

/** Rejects a pending application (the person may apply again). Rejecting twice changes nothing. */
export async function rejectApplication(adminId: string, applicationId: string): Promise<ReviewResult> {
  if (!UUID.test(applicationId)) return refusal(404, "Application not found");
  return db.$transaction(async (tx) => {
    if (!(await isAdmin(tx, adminId)))
      return refusal(403, "You need admin privileges to access this functionality.");
    const application = await lockApplication(tx, applicationId);
    if (!application) return refusal(404, "Application not found");
    if (application.status === "rejected") return success({ status: "rejected" as const, changed: false });
    if (application.status === "approved") return refusal(409, "This application was already approved.");
    const reviewedAt = new Date();
    await tx.lawyerApplication.update({
      where: { id: application.id },
      data: { status: "rejected", reviewedById: adminId, reviewedAt },
    });
    await tx.auditLog.create({
      data: {
        actorId: adminId,
        action: "lawyer.reject",
        target: `application:${application.id}`,
        before: { status: application.status },
        after: { status: "rejected", reviewedAt: reviewedAt.toISOString() },
      },
    });
    return success({ status: "rejected" as const, changed: true });
  });
}
