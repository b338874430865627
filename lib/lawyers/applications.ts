import "server-only";
import { writeAudit } from "@/lib/admin/audit";
import { accountRole, accountsById, setUserRole } from "@/lib/auth/users";
import { lawyerPages, WELCOME_CREDITS } from "@/lib/config/lawyers";
import { db, type ApplicationStatus, type Prisma } from "@/lib/services/database";
import { AppError } from "@/lib/errors";

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
    }),
    db.lawyerApplication.count({ where }),
  ]);
  const accounts = await accountsById(rows.map((row) => row.userId));
  return {
    rows: rows.flatMap((application) => {
      const account = accounts.get(application.userId);
      if (!account) return [];
      return { ...application, accountEmail: account.email, accountRole: account.role };
    }),
    total,
    page: current,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export type ApplicationReview = { status: ApplicationStatus; changed: boolean };

type Tx = Prisma.TransactionClient;

async function isAdmin(tx: Tx, userId: string): Promise<boolean> {
  const user = await accountRole(userId, tx);
  return user?.role === "admin" && !user.disabledAt;
}

/** The application, locked until the transaction ends, so concurrent reviews apply one after the other. */
async function lockApplication(tx: Tx, applicationId: string) {
  await tx.$queryRaw`SELECT id FROM lawyer_applications WHERE id = ${applicationId}::uuid FOR UPDATE`;
  const application = await tx.lawyerApplication.findUnique({ where: { id: applicationId } });
  const account = application && (await accountRole(application.userId, tx));
  return application && account ? { ...application, accountRole: account.role } : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Approves a pending application in one transaction: the lawyer role (admins keep theirs), the
 * public profile from the application, the welcome credits and an audit row. Approving an approved
 * application changes nothing (no second credit grant, no second audit row).
 */
export async function approveApplication(adminId: string, applicationId: string): Promise<ApplicationReview> {
  if (!UUID.test(applicationId)) throw new AppError("not_found", "Application not found");
  return db.$transaction(async (tx) => {
    if (!(await isAdmin(tx, adminId)))
      throw new AppError("forbidden", "You need admin privileges to access this functionality.");
    const application = await lockApplication(tx, applicationId);
    if (!application) throw new AppError("not_found", "Application not found");
    if (application.status === "approved") return { status: "approved" as const, changed: false };
    if (application.status === "rejected")
      throw new AppError("conflict", "This application was rejected. The lawyer can apply again.");

    const role = application.accountRole === "admin" ? "admin" : "lawyer";
    const reviewedAt = new Date();
    await tx.lawyerApplication.update({
      where: { id: application.id },
      data: { status: "approved", reviewedById: adminId, reviewedAt },
    });
    await setUserRole(tx, application.userId, role);
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
    await writeAudit(
      {
        actorId: adminId,
        action: "lawyer.approve",
        target: `application:${application.id}`,
        before: { status: application.status, role: application.accountRole },
        after: {
          status: "approved",
          role,
          creditsBalance: credits.creditsBalance,
          welcomeCredits: WELCOME_CREDITS,
          reviewedAt: reviewedAt.toISOString(),
        },
      },
      tx,
    );
    return { status: "approved" as const, changed: true };
  });
}

/** Rejects a pending application (the person may apply again). Rejecting twice changes nothing. */
export async function rejectApplication(adminId: string, applicationId: string): Promise<ApplicationReview> {
  if (!UUID.test(applicationId)) throw new AppError("not_found", "Application not found");
  return db.$transaction(async (tx) => {
    if (!(await isAdmin(tx, adminId)))
      throw new AppError("forbidden", "You need admin privileges to access this functionality.");
    const application = await lockApplication(tx, applicationId);
    if (!application) throw new AppError("not_found", "Application not found");
    if (application.status === "rejected") return { status: "rejected" as const, changed: false };
    if (application.status === "approved")
      throw new AppError("conflict", "This application was already approved.");
    const reviewedAt = new Date();
    await tx.lawyerApplication.update({
      where: { id: application.id },
      data: { status: "rejected", reviewedById: adminId, reviewedAt },
    });
    await writeAudit(
      {
        actorId: adminId,
        action: "lawyer.reject",
        target: `application:${application.id}`,
        before: { status: application.status },
        after: { status: "rejected", reviewedAt: reviewedAt.toISOString() },
      },
      tx,
    );
    return { status: "rejected" as const, changed: true };
  });
}
