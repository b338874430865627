import { deleteAccountAction, reauthenticateAction } from "@/lib/auth/actions";
import { login } from "@/lib/auth/login";
import { verifyPassword } from "@/lib/auth/password-hash";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { clearSecuritySettingsCache } from "@/lib/auth/security-config";
import { db } from "@/lib/services/database";
import {
  createUser,
  linkFromLatestEmail,
  randomClient,
  strongPassword,
  tokenFrom,
} from "../support/factories";
import { signedInAs } from "../support/signed-in";

/*
 * Every password re-check of a signed-in member spends from the same lockout as sign-in, and a
 * password reset (proof of the mailbox) lifts it. Through the real server actions; only Next's
 * request context is stood in for (a session cookie signed by next-auth's own encoder), and the
 * argon2 verifications are counted through the real function.
 */
jest.mock("@/lib/auth/password-hash", () => {
  const actual = jest.requireActual<typeof import("@/lib/auth/password-hash")>("@/lib/auth/password-hash");
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const passwordChecks = () => (verifyPassword as jest.Mock).mock.calls.length;

jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "recheck-test-secret-that-is-long-enough-0123456789";
process.env.MUTATION_LIMIT_PER_USER = "1000";
delete process.env.NEXTAUTH_URL;

beforeEach(() => clearSecuritySettingsCache());

const deleteWith = (password: string) => deleteAccountAction({ password, confirmation: "DELETE" });

describe("password re-checks spend from the sign-in lockout", () => {
  it("deleting the account: 12 wrong guesses lock it at the 5th; then even the right password is refused", async () => {
    const user = await createUser();
    await signedInAs(user);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await deleteWith(`Wrong-${i}-Pass`));
    expect(answers.slice(0, 4).map((a) => !a.ok && a.error)).toEqual(
      Array(4).fill("Your password is incorrect"),
    );
    for (const answer of answers.slice(4))
      expect(answer).toEqual(
        expect.objectContaining({ ok: false, error: expect.stringContaining("locked") }),
      );
    expect(passwordChecks()).toBe(5);
    expect(await deleteWith(strongPassword)).toEqual(
      expect.objectContaining({ ok: false, error: expect.stringContaining("locked") }),
    );
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
    expect(await login({ email: user.email, password: strongPassword }, randomClient())).toEqual(
      expect.objectContaining({ ok: false, code: "locked" }),
    );
    expect(
      await db.authEvent.count({ where: { userId: user.id, eventType: "reauthentication", success: false } }),
    ).toBe(5);
  });

  it("sign-in failures and re-checks share one budget: 3 wrong sign-ins, then the 2nd wrong re-authentication locks", async () => {
    const user = await createUser();
    await signedInAs(user);
    for (let i = 0; i < 3; i++) await login({ email: user.email, password: "Wrong-Pass-00" }, randomClient());
    expect(await reauthenticateAction({ password: "Wrong-Pass-00" })).toEqual(
      expect.objectContaining({ ok: false, error: "Your password is incorrect" }),
    );
    expect(await reauthenticateAction({ password: "Wrong-Pass-00" })).toEqual(
      expect.objectContaining({ ok: false, error: expect.stringContaining("locked") }),
    );
  });

  it("30 parallel re-authentications with wrong passwords: at most 5 checks", async () => {
    const user = await createUser();
    await signedInAs(user);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => reauthenticateAction({ password: `Wrong-${i}-Pass` })),
    );
    console.log(`[lockout] 30 parallel re-authentications → ${passwordChecks()} password checks`);
    expect(passwordChecks()).toBeLessThanOrEqual(5);
    expect(answers.every((a) => !a.ok)).toBe(true);
    expect(await reauthenticateAction({ password: strongPassword })).toEqual(
      expect.objectContaining({ ok: false, error: expect.stringContaining("locked") }),
    );
  });
});

describe("a password reset lifts the lockout", () => {
  it("the locked account signs in with the new password at once", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) await login({ email: user.email, password: "Wrong-Pass-00" }, randomClient());
    expect(await login({ email: user.email, password: strongPassword }, randomClient())).toEqual(
      expect.objectContaining({ code: "locked" }),
    );
    await requestPasswordReset(user.email, randomClient());
    const token = tokenFrom(await linkFromLatestEmail(user.email, "/reset-password"));
    expect(await resetPassword(token, "Brand-New-Pass-9", randomClient())).toEqual({ ok: true });
    expect(await login({ email: user.email, password: "Brand-New-Pass-9" }, randomClient())).toEqual(
      expect.objectContaining({ ok: true }),
    );
    // The count starts again: one failure does not lock.
    expect(await login({ email: user.email, password: "Wrong-Pass-00" }, randomClient())).toEqual({
      ok: false,
      code: "invalid",
    });
  });
});
