import { z } from "zod";
import * as newsletterExportRoute from "@/app/api/admin/newsletter/export/route";
import { authedAction } from "@/lib/actions/authed-action";
import { ok } from "@/lib/actions/result";
import { lockUserAction } from "@/lib/admin/actions";
import { requireRole, requireUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { pageAccess, viewerNeedsAdminTwoFactor } from "@/lib/auth/page-guards";
import { TWO_FACTOR_REQUIRED_FOR_ADMINS } from "@/lib/auth/two-factor/config";
import { confirmEnrolment, startEnrolment } from "@/lib/auth/two-factor/enrolment";
import { stepAt, totpCodeAt } from "@/lib/auth/two-factor/totp";
import { db, type Role } from "@/lib/services/database";
import { createUser } from "../support/factories";
import { ambientSessionOf } from "../support/signed-in";

/*
 * "Required for admins": an admin without two-factor can sign in, but the admin role opens
 * nothing (pages, actions, routes) until it is on. Checked at the lib level with a real session;
 * only Next's request context is stood in for.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "two-factor-admin-test-secret-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

async function signInAs(role: Role) {
  const user = await createUser({ role });
  await ambientSessionOf(user);
  return user;
}

async function turnOnTwoFactor(user: { id: string; email: string }) {
  const started = await startEnrolment(user);
  if (!started.ok) throw new Error(started.error);
  const confirmed = await confirmEnrolment(
    user,
    totpCodeAt(started.data.manualKey.replace(/ /g, ""), stepAt(new Date())),
    null,
  );
  if (!confirmed.ok) throw new Error(confirmed.error);
}

const adminAction = authedAction(z.object({ value: z.string() }), async ({ value }) => ok(value), {
  roles: ["admin"],
});
const lawyerOrAdminAction = authedAction(z.object({}), async () => ok("seen"), {
  roles: ["lawyer", "admin"],
});
const anyUserAction = authedAction(z.object({}), async (_input, user) => ok(user.role));

const exportNewsletter = () =>
  newsletterExportRoute.GET(new Request("http://localhost:3000/api/admin/newsletter/export"), {} as never);

describe("admins without two-factor", () => {
  it("can sign in, but requireRole refuses with 403 'Two-factor authentication is required for admins.'", async () => {
    const admin = await signInAs("admin");
    expect(await requireUser()).toEqual(expect.objectContaining({ id: admin.id, role: "admin" }));
    await expect(requireRole(["admin"])).rejects.toEqual(
      new AppError("forbidden", TWO_FACTOR_REQUIRED_FOR_ADMINS),
    );
    await expect(requireRole(["lawyer", "admin"])).rejects.toMatchObject({
      status: 403,
      message: TWO_FACTOR_REQUIRED_FOR_ADMINS,
    });
  });

  it("admin routes answer 403 with the message as JSON", async () => {
    await signInAs("admin");
    const response = await exportNewsletter();
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Two-factor authentication is required for admins." });
  });

  it("role-restricted actions refuse before parsing or running; actions for any user still work", async () => {
    const admin = await signInAs("admin");
    expect(await adminAction({ value: "x" })).toEqual({ ok: false, error: TWO_FACTOR_REQUIRED_FOR_ADMINS });
    expect(await lawyerOrAdminAction({})).toEqual({ ok: false, error: TWO_FACTOR_REQUIRED_FOR_ADMINS });
    const target = await createUser();
    expect(await lockUserAction({ userId: target.id, locked: true })).toEqual({
      ok: false,
      error: TWO_FACTOR_REQUIRED_FOR_ADMINS,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id } })).disabledAt).toBeNull();
    expect(await anyUserAction({})).toEqual({ ok: true, data: "admin" });
    expect(admin.role).toBe("admin");
  });

  it("pages: pageAccess refuses with twoFactorRequired, for admin pages and pages admins open by role", async () => {
    const admin = await signInAs("admin");
    expect(await pageAccess("/admin", ["admin"])).toEqual({
      user: expect.objectContaining({ id: admin.id }),
      allowed: false,
      twoFactorRequired: true,
    });
    expect(await pageAccess("/lawyer/dashboard/leads", ["lawyer", "admin"])).toEqual(
      expect.objectContaining({ allowed: false, twoFactorRequired: true }),
    );
    expect(await viewerNeedsAdminTwoFactor()).toBe(true);
  });

  it("everything opens once two-factor is on", async () => {
    const admin = await signInAs("admin");
    await turnOnTwoFactor(admin);
    expect(await requireRole(["admin"])).toEqual(expect.objectContaining({ id: admin.id }));
    expect(await adminAction({ value: "x" })).toEqual({ ok: true, data: "x" });
    expect(await pageAccess("/admin", ["admin"])).toEqual(
      expect.objectContaining({ allowed: true, twoFactorRequired: false }),
    );
    expect(await viewerNeedsAdminTwoFactor()).toBe(false);
    const response = await exportNewsletter();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
  });

  it("a pending (unconfirmed) setup does not count", async () => {
    const admin = await signInAs("admin");
    await startEnrolment(admin);
    await expect(requireRole(["admin"])).rejects.toMatchObject({
      status: 403,
      message: TWO_FACTOR_REQUIRED_FOR_ADMINS,
    });
  });
});

describe("other roles are unchanged", () => {
  it("members get the usual 'admin privileges' refusal, not the two-factor one", async () => {
    await signInAs("member");
    await expect(requireRole(["admin"])).rejects.toMatchObject({
      status: 403,
      message: "You need admin privileges to access this functionality.",
    });
    expect(await adminAction({ value: "x" })).toEqual({
      ok: false,
      error: "You need admin privileges to access this functionality.",
    });
    expect(await pageAccess("/admin", ["admin"])).toEqual(
      expect.objectContaining({ allowed: false, twoFactorRequired: false }),
    );
    expect(await viewerNeedsAdminTwoFactor()).toBe(false);
  });

  it("lawyers open lawyer pages and actions without two-factor", async () => {
    await signInAs("lawyer");
    expect(await pageAccess("/lawyer/dashboard/leads", ["lawyer", "admin"])).toEqual(
      expect.objectContaining({ allowed: true, twoFactorRequired: false }),
    );
    expect(await lawyerOrAdminAction({})).toEqual({ ok: true, data: "seen" });
  });
});
