import { createJoinLinkAction } from "@/lib/admin/actions";
import { listInvitablePlans } from "@/lib/billing/plans";
import { planSeeds } from "@/lib/billing/plan-seeds";
import { db } from "@/lib/services/database";
import { createUser } from "../support/factories";
import { signedInAs } from "../support/signed-in";

/**
 * Join links carry one of the live plans: the admin picks from them, and the server checks the code
 * against the plans table.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

beforeAll(async () => {
  process.env.NEXTAUTH_SECRET = "admin-join-links-secret-0123456789abcdef";
  for (const { features, ...plan } of planSeeds)
    await db.subscriptionPlan.create({ data: { ...plan, features } });
  await db.subscriptionPlan.update({ where: { code: "annual" }, data: { archivedAt: new Date() } });
  const admin = await createUser({ role: "admin" });
  await db.twoFactorSecret.create({
    data: { userId: admin.id, secretEncrypted: "test-only", enabledAt: new Date() },
  });
  await signedInAs(admin);
});

describe("join links", () => {
  it("offer the live plans an invitee can buy: not archived, not the admins' test plan", async () => {
    expect((await listInvitablePlans()).map((p) => p.code)).toEqual([
      "monthly",
      "quarterly",
      "lawyer-premium",
    ]);
  });

  it("refuse a plan code that is not one of them (the old default 'basic', an archived or admin-only plan) and send nothing", async () => {
    for (const planCode of ["basic", "annual", "test"]) {
      expect(await createJoinLinkAction({ email: "invitee@example.com", planCode })).toEqual({
        ok: false,
        error: "Choose one of the plans on offer.",
        fieldErrors: { planCode: "Choose one of the plans on offer." },
      });
    }
    expect(await db.joinLink.count()).toBe(0);
    expect(await db.devMailboxMessage.count({ where: { to: "invitee@example.com" } })).toBe(0);
  });

  it("send a link with a live plan", async () => {
    expect(await createJoinLinkAction({ email: "invitee@example.com", planCode: "Quarterly" })).toEqual({
      ok: true,
      data: expect.objectContaining({ email: "invitee@example.com", planCode: "quarterly" }),
    });
    expect(await db.joinLink.count({ where: { email: "invitee@example.com", planCode: "quarterly" } })).toBe(
      1,
    );
  });
});
