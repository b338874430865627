import { changePasswordAction, reauthenticateAction } from "@/lib/auth/actions";
import { login } from "@/lib/auth/login";
import { changePassword } from "@/lib/auth/password-change";
import { REAUTH_REQUIRED_MESSAGE, hasRecentReauth, reauthenticate } from "@/lib/auth/reauth";
import { clearSecuritySettingsCache } from "@/lib/auth/security-config";
import { createSession } from "@/lib/auth/sessions";
import {
  confirmTwoFactorAction,
  disableTwoFactorAction,
  regenerateRecoveryCodesAction,
  startTwoFactorAction,
} from "@/lib/auth/two-factor/actions";
import { decryptSecret } from "@/lib/auth/two-factor/secret-box";
import { twoFactorStatus } from "@/lib/auth/two-factor/status";
import { stepAt, totpCodeAt } from "@/lib/auth/two-factor/totp";
import { db } from "@/lib/services/database";
import { createUser, latestEmail, randomClient, strongPassword } from "../support/factories";
import { setAmbientHeaders, setAmbientSession } from "../support/request-context";
import { ambientSessionOf } from "../support/signed-in";

/*
 * Enrolment, recovery codes and turning off, through the profile's server actions on a real
 * database. Only Next's request context is stood in for: cookies() returns a session cookie signed
 * with next-auth's own encoder, so the actions check the session and re-authentication for real.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);
setAmbientHeaders({ "x-forwarded-for": "10.9.8.7" });

process.env.NEXTAUTH_SECRET ??= "two-factor-test-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

beforeEach(() => clearSecuritySettingsCache());

async function signedIn(user: { id: string }) {
  return (await ambientSessionOf(user))!;
}

const reauthRequired = {
  ok: false,
  error: REAUTH_REQUIRED_MESSAGE,
  fieldErrors: { reauth: REAUTH_REQUIRED_MESSAGE },
};

/** Sets up two-factor through the actions; returns the secret read from the setup key. */
async function enrol(): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await startTwoFactorAction({});
  if (!started.ok) throw new Error(started.error);
  const secret = started.data.manualKey.replace(/ /g, "");
  const confirmed = await confirmTwoFactorAction({ code: totpCodeAt(secret, stepAt(new Date())) });
  if (!confirmed.ok) throw new Error(confirmed.error);
  return { secret, recoveryCodes: confirmed.data.recoveryCodes };
}

describe("re-authentication", () => {
  it("every two-factor action needs the password re-entered in this session", async () => {
    const user = await createUser();
    await signedIn(user);
    expect(await startTwoFactorAction({})).toEqual(reauthRequired);
    expect(await confirmTwoFactorAction({ code: "123456" })).toEqual(reauthRequired);
    expect(await regenerateRecoveryCodesAction({})).toEqual(reauthRequired);
    expect(await disableTwoFactorAction({})).toEqual(reauthRequired);
    expect(await db.twoFactorSecret.count({ where: { userId: user.id } })).toBe(0);

    expect(await reauthenticateAction({ password: "Wrong-Pass-00" })).toEqual({
      ok: false,
      error: "Your password is incorrect",
      fieldErrors: { password: "Your password is incorrect" },
    });
    expect(await startTwoFactorAction({})).toEqual(reauthRequired);
    expect(await reauthenticateAction({ password: strongPassword })).toEqual({
      ok: true,
      data: { validUntil: expect.any(String) },
    });
    expect(await startTwoFactorAction({})).toEqual(expect.objectContaining({ ok: true }));
  });

  it("is per session and lasts 10 minutes", async () => {
    const user = await createUser();
    const sessionId = await signedIn(user);
    const now = new Date();
    expect(
      await reauthenticate({ id: user.id, email: user.email, sessionId }, strongPassword, null, now),
    ).toEqual({ ok: true, validUntil: new Date(now.getTime() + 600_000) });
    expect(await hasRecentReauth({ id: user.id, sessionId }, new Date(now.getTime() + 9 * 60_000))).toBe(
      true,
    );
    expect(await hasRecentReauth({ id: user.id, sessionId }, new Date(now.getTime() + 10 * 60_000 + 1))).toBe(
      false,
    );
    // Another session of the same user has not re-authenticated.
    const other = await createSession(user.id, randomClient());
    expect(await hasRecentReauth({ id: user.id, sessionId: other }, now)).toBe(false);
    // Nor can another user borrow this session's row.
    const stranger = await createUser();
    expect(await hasRecentReauth({ id: stranger.id, sessionId }, now)).toBe(false);
  });

  it("wrong passwords count towards the login lockout, and a locked account cannot re-authenticate", async () => {
    const user = await createUser();
    const sessionId = await signedIn(user);
    const me = { id: user.id, email: user.email, sessionId };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await reauthenticate(me, `Wrong-${i}-Pass`, null));
    expect(results.at(-1)).toEqual({ ok: false, error: expect.stringContaining("locked"), locked: true });
    expect(await reauthenticate(me, strongPassword, null)).toEqual(
      expect.objectContaining({ ok: false, locked: true }),
    );
    expect(await login({ email: user.email, password: strongPassword }, randomClient())).toEqual(
      expect.objectContaining({ code: "locked" }),
    );
    expect(
      await db.authEvent.count({ where: { userId: user.id, eventType: "reauthentication", success: false } }),
    ).toBe(5);
  });

  it("changing the password checks the current one as a re-authentication and records it", async () => {
    const user = await createUser();
    const sessionId = await signedIn(user);
    expect(await startTwoFactorAction({})).toEqual(reauthRequired);
    expect(
      await changePasswordAction({
        currentPassword: "Wrong-Pass-00",
        password: "Second-Pass-22",
        confirmPassword: "Second-Pass-22",
      }),
    ).toEqual(expect.objectContaining({ ok: false, error: "Your current password is incorrect" }));
    expect(await db.loginThrottle.findUniqueOrThrow({ where: { key: `email:${user.email}` } })).toEqual(
      expect.objectContaining({ failures: 1 }),
    );
    expect(
      await changePasswordAction({
        currentPassword: strongPassword,
        password: "Second-Pass-22",
        confirmPassword: "Second-Pass-22",
      }),
    ).toEqual({ ok: true, data: undefined });
    expect(await hasRecentReauth({ id: user.id, sessionId })).toBe(true);
    // The recorded re-authentication opens the two-factor settings without asking again.
    expect(await startTwoFactorAction({})).toEqual(expect.objectContaining({ ok: true }));
  });

  it("a password change is refused while the account is locked", async () => {
    const user = await createUser();
    const sessionId = await createSession(user.id, randomClient());
    for (let i = 0; i < 5; i++) await login({ email: user.email, password: "Wrong-Pass-00" }, randomClient());
    expect(
      await changePassword(
        { id: user.id, email: user.email, sessionId },
        { currentPassword: strongPassword, password: "Second-Pass-22" },
        randomClient(),
      ),
    ).toEqual({
      ok: false,
      error: expect.stringContaining("locked"),
      fieldErrors: { currentPassword: expect.stringContaining("locked") },
    });
  });
});

describe("enrolment", () => {
  it("start → QR code and key (secret stored encrypted) → a valid code turns it on with 10 recovery codes", async () => {
    const user = await createUser();
    await signedIn(user);
    await reauthenticateAction({ password: strongPassword });
    const started = await startTwoFactorAction({});
    if (!started.ok) throw new Error(started.error);
    const { otpauthUri, manualKey, qrCode } = started.data;
    const secret = manualKey.replace(/ /g, "");
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain("issuer=Latitud");
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");
    const row = await db.twoFactorSecret.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.enabledAt).toBeNull();
    expect(row.secretEncrypted).not.toContain(secret);
    expect(decryptSecret(row.secretEncrypted, user.id)).toBe(secret);
    expect((await twoFactorStatus(user.id)).enabled).toBe(false);

    const code = totpCodeAt(secret, stepAt(new Date()));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(await confirmTwoFactorAction({ code: wrong })).toEqual(
      expect.objectContaining({ ok: false, fieldErrors: { code: expect.any(String) } }),
    );
    expect(await confirmTwoFactorAction({ code: "12ab56" })).toEqual(
      expect.objectContaining({
        ok: false,
        fieldErrors: { code: "Enter the 6-digit code from your authenticator app" },
      }),
    );
    const confirmed = await confirmTwoFactorAction({ code });
    if (!confirmed.ok) throw new Error(confirmed.error);
    expect(confirmed.data.recoveryCodes).toHaveLength(10);
    expect(await db.twoFactorRecoveryCode.count({ where: { userId: user.id } })).toBe(10);
    const stored = JSON.stringify(await db.twoFactorRecoveryCode.findMany({ where: { userId: user.id } }));
    for (const recovery of confirmed.data.recoveryCodes) expect(stored).not.toContain(recovery);
    expect(await twoFactorStatus(user.id)).toEqual({
      enabled: true,
      enabledAt: expect.any(Date),
      recoveryCodesLeft: 10,
    });
    expect(await db.authEvent.count({ where: { userId: user.id, eventType: "two_factor_enabled" } })).toBe(1);
    expect(await db.authEvent.count({ where: { userId: user.id, eventType: "two_factor_failure" } })).toBe(1);
    const email = await latestEmail(user.email);
    expect(email?.subject).toBe("Two-factor authentication is on for your Latitud account");
    expect(email?.text).not.toContain(secret);

    // Already on: neither a new setup nor a second confirmation replaces the authenticator.
    expect(await startTwoFactorAction({})).toEqual(
      expect.objectContaining({ ok: false, error: "Two-factor authentication is already on." }),
    );
    expect(
      decryptSecret(
        (await db.twoFactorSecret.findUniqueOrThrow({ where: { userId: user.id } })).secretEncrypted,
        user.id,
      ),
    ).toBe(secret);
  });

  it("a new setup replaces an unconfirmed one: the old key stops working", async () => {
    const user = await createUser();
    await signedIn(user);
    await reauthenticateAction({ password: strongPassword });
    const first = await startTwoFactorAction({});
    const second = await startTwoFactorAction({});
    if (!first.ok || !second.ok) throw new Error("setup failed");
    const oldSecret = first.data.manualKey.replace(/ /g, "");
    expect(await confirmTwoFactorAction({ code: totpCodeAt(oldSecret, stepAt(new Date())) })).toEqual(
      expect.objectContaining({ ok: false }),
    );
    expect(
      await confirmTwoFactorAction({
        code: totpCodeAt(second.data.manualKey.replace(/ /g, ""), stepAt(new Date())),
      }),
    ).toEqual(expect.objectContaining({ ok: true }));
  });

  it("regenerating recovery codes invalidates the old set", async () => {
    const user = await createUser();
    await signedIn(user);
    await reauthenticateAction({ password: strongPassword });
    const { recoveryCodes: before } = await enrol();
    const hashesBefore = (
      await db.twoFactorRecoveryCode.findMany({ where: { userId: user.id }, select: { codeHash: true } })
    ).map((r) => r.codeHash);
    const regenerated = await regenerateRecoveryCodesAction({});
    if (!regenerated.ok) throw new Error(regenerated.error);
    expect(regenerated.data.recoveryCodes).toHaveLength(10);
    expect(regenerated.data.recoveryCodes).not.toEqual(before);
    const hashesAfter = (
      await db.twoFactorRecoveryCode.findMany({ where: { userId: user.id }, select: { codeHash: true } })
    ).map((r) => r.codeHash);
    expect(hashesAfter.some((hash) => hashesBefore.includes(hash))).toBe(false);
    expect(
      await db.authEvent.count({
        where: { userId: user.id, eventType: "two_factor_recovery_codes_regenerated" },
      }),
    ).toBe(1);
  });

  it("turning off removes the authenticator, the codes and pending logins, logs it and emails the user", async () => {
    const user = await createUser();
    await signedIn(user);
    await reauthenticateAction({ password: strongPassword });
    await enrol();
    const pending = await login({ email: user.email, password: strongPassword }, randomClient());
    expect(pending).toEqual(expect.objectContaining({ code: "two_factor_required" }));

    expect(await disableTwoFactorAction({})).toEqual({ ok: true, data: { wasEnabled: true } });
    expect(await db.twoFactorSecret.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.twoFactorRecoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.twoFactorChallenge.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.authEvent.count({ where: { userId: user.id, eventType: "two_factor_disabled" } })).toBe(
      1,
    );
    expect((await latestEmail(user.email))?.subject).toBe(
      "Two-factor authentication is off for your Latitud account",
    );
    expect(await login({ email: user.email, password: strongPassword }, randomClient())).toEqual(
      expect.objectContaining({ ok: true }),
    );
    expect(await disableTwoFactorAction({})).toEqual(
      expect.objectContaining({ ok: false, error: "Two-factor authentication is not on." }),
    );
  });

  it("signed-out callers are refused", async () => {
    setAmbientSession(null);
    expect(await startTwoFactorAction({})).toEqual({ ok: false, error: "User not authenticated" });
    expect(await reauthenticateAction({ password: strongPassword })).toEqual({
      ok: false,
      error: "User not authenticated",
    });
  });
});
