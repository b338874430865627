import { createJoinLink, registerWithJoinLink, verifyJoinLink } from "@/lib/auth/join-links";
import { login } from "@/lib/auth/login";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { clearSecuritySettingsCache } from "@/lib/auth/security-config";
import { createSession, validateSession } from "@/lib/auth/sessions";
import { db } from "@/lib/services/database";
import {
  createUser,
  latestEmail,
  linkFromLatestEmail,
  randomClient,
  strongPassword,
  tokenFrom,
  uniqueEmail,
} from "../support/factories";

beforeEach(() => clearSecuritySettingsCache());

describe("password reset", () => {
  it("emails a single-use link that sets a new password and ends every session", async () => {
    const user = await createUser();
    const session = await createSession(user.id, randomClient());
    expect(await requestPasswordReset(user.email, randomClient())).toEqual({ ok: true });
    const token = tokenFrom(await linkFromLatestEmail(user.email, "/reset-password"));
    expect(await resetPassword(token, "Brand-New-Pass-9", randomClient())).toEqual({ ok: true });
    expect(await validateSession(session)).toBeNull();
    expect(await login({ email: user.email, password: "Brand-New-Pass-9" }, randomClient())).toEqual(
      expect.objectContaining({ ok: true }),
    );
    expect(await resetPassword(token, "Another-New-Pass-9", randomClient())).toEqual(
      expect.objectContaining({ ok: false, fieldErrors: { token: expect.any(String) } }),
    );
    expect(await db.authEvent.count({ where: { userId: user.id, eventType: "password_reset" } })).toBe(1);
  });

  it("refuses expired links, weak and reused passwords", async () => {
    const user = await createUser();
    await requestPasswordReset(user.email, randomClient());
    const token = tokenFrom(await linkFromLatestEmail(user.email, "/reset-password"));
    expect(
      await resetPassword(token, "Brand-New-Pass-9", randomClient(), new Date(Date.now() + 61 * 60_000)),
    ).toEqual({
      ok: false,
      error: "This reset link has expired. Please request a new one.",
      fieldErrors: { token: "This reset link has expired. Please request a new one." },
    });
    expect(await resetPassword(token, "weak", randomClient())).toEqual(
      expect.objectContaining({ ok: false, fieldErrors: { password: expect.any(String) } }),
    );
    expect(await resetPassword(token, strongPassword, randomClient())).toEqual({
      ok: false,
      error: "Please choose a password you have not used recently",
      fieldErrors: { password: "Please choose a password you have not used recently" },
    });
  });

  it("says the same for unknown emails and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    expect(await requestPasswordReset(email, randomClient())).toEqual({ ok: true });
    expect(await latestEmail(email)).toBeNull();
  });
});

describe("join links", () => {
  it("registers a confirmed account once, with the link's plan", async () => {
    const email = uniqueEmail("invited");
    await createJoinLink({ email, planCode: "Quarterly" });
    const token = tokenFrom(await linkFromLatestEmail(email, "/join"));
    expect(await verifyJoinLink(token)).toEqual({
      valid: true,
      email,
      planCode: "quarterly",
      accountExists: false,
    });
    expect(
      await registerWithJoinLink({ token, name: "Invited Nomad", password: strongPassword }, randomClient()),
    ).toEqual({ ok: true, data: { email, planCode: "quarterly" } });
    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { profile: true } });
    expect(user.emailConfirmedAt).not.toBeNull();
    expect(user.profile?.fullName).toBe("Invited Nomad");
    expect(await verifyJoinLink(token)).toEqual({ valid: false });
    expect(await registerWithJoinLink({ token, password: strongPassword }, randomClient())).toEqual(
      expect.objectContaining({ ok: false, fieldErrors: { token: expect.any(String) } }),
    );
  });

  it("expires after 7 days", async () => {
    const email = uniqueEmail("late");
    const { token } = await createJoinLink({ email });
    expect(await verifyJoinLink(token, new Date(Date.now() + 6 * 86_400_000))).toEqual(
      expect.objectContaining({ valid: true, planCode: "basic" }),
    );
    expect(await verifyJoinLink(token, new Date(Date.now() + 8 * 86_400_000))).toEqual({ valid: false });
    expect(
      await registerWithJoinLink(
        { token, password: strongPassword },
        randomClient(),
        new Date(Date.now() + 8 * 86_400_000),
      ),
    ).toEqual(expect.objectContaining({ ok: false, fieldErrors: { token: expect.any(String) } }));
  });

  it("registers one account when the same link is submitted twice at once", async () => {
    const email = uniqueEmail("double");
    const { token } = await createJoinLink({ email });
    const results = await Promise.all([
      registerWithJoinLink({ token, password: strongPassword }, randomClient()),
      registerWithJoinLink({ token, password: strongPassword }, randomClient()),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("refuses a link for an email that already has an account", async () => {
    const user = await createUser();
    const { token } = await createJoinLink({ email: user.email });
    expect(await verifyJoinLink(token)).toEqual(
      expect.objectContaining({ valid: true, accountExists: true }),
    );
    expect(await registerWithJoinLink({ token, password: strongPassword }, randomClient())).toEqual(
      expect.objectContaining({ ok: false, fieldErrors: { token: expect.any(String) } }),
    );
  });
});
