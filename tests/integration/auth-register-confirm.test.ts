import { confirmEmail, resendConfirmation } from "@/lib/auth/confirm-email";
import { registerUser } from "@/lib/auth/register";
import { clearSecuritySettingsCache } from "@/lib/auth/security-config";
import { db } from "@/lib/services/database";
import {
  client,
  latestEmail,
  linkFromLatestEmail,
  randomClient,
  strongPassword,
  tokenFrom,
  uniqueEmail,
} from "../support/factories";
import { settle } from "../support/settle";

beforeEach(() => clearSecuritySettingsCache());

describe("registration", () => {
  it("creates an unconfirmed account, hashes with argon2id and emails a confirmation link with both parts", async () => {
    const email = uniqueEmail("reg");
    expect(
      await registerUser(
        { name: "Ana", email: email.toUpperCase(), password: strongPassword },
        randomClient(),
      ),
    ).toEqual({ ok: true, data: { confirmationRequired: true } });
    const user = await db.user.findUniqueOrThrow({
      where: { email },
      include: { profile: true, passwordHistory: true },
    });
    expect(user.emailConfirmedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.profile?.fullName).toBe("Ana");
    expect(user.passwordHistory).toHaveLength(1);
    const mail = await latestEmail(email);
    expect(mail?.subject).toBe("Confirm your Latitud account");
    expect(mail?.html).toContain("<a href=");
    expect(mail?.text).toContain("/auth/confirm?token=");
    expect(
      await db.authEvent.count({ where: { userId: user.id, eventType: "register", success: true } }),
    ).toBe(1);
  });

  it.each([
    ["short", "Aa1-xyz", "Password must be at least 8 characters long"],
    ["no uppercase", "lowercase-only-9", "Password must contain at least one uppercase letter"],
    ["no lowercase", "UPPERCASE-ONLY-9", "Password must contain at least one lowercase letter"],
    ["no number", "No-Numbers-Here", "Password must contain at least one number"],
    ["common", "Password1", "This password is too common. Please choose one that is harder to guess"],
    ["product name", "MyLatitud-2026", "Password must not contain the name Latitud"],
  ])("refuses a %s password with the first rule's message", async (_label, password, message) => {
    expect(await registerUser({ email: uniqueEmail(), password }, randomClient())).toEqual({
      ok: false,
      error: message,
    });
  });

  it("refuses a password containing the email's local part", async () => {
    expect(
      await registerUser({ email: "marisol@example.com", password: "Marisol-2026x" }, randomClient()),
    ).toEqual({ ok: false, error: "Password must not contain your email address" });
  });

  it("follows the configured rules, not hard-coded ones", async () => {
    await db.authSecurityConfig.upsert({
      where: { settingName: "password_require_symbols" },
      create: { settingName: "password_require_symbols", settingValue: "true" },
      update: { settingValue: "true" },
    });
    clearSecuritySettingsCache();
    expect(await registerUser({ email: uniqueEmail(), password: "NoSymbols2026x" }, randomClient())).toEqual({
      ok: false,
      error: "Password must contain at least one special character",
    });
    await db.authSecurityConfig.update({
      where: { settingName: "password_require_symbols" },
      data: { settingValue: "false" },
    });
  });

  it("answers the same for an existing email, changes nothing, and warns its owner", async () => {
    const email = uniqueEmail("taken");
    await registerUser({ email, password: strongPassword }, randomClient());
    const before = await db.user.findUniqueOrThrow({ where: { email } });
    expect(await registerUser({ email, password: "Another-Pass-42" }, randomClient())).toEqual({
      ok: true,
      data: { confirmationRequired: true },
    });
    expect((await db.user.findUniqueOrThrow({ where: { email } })).passwordHash).toBe(before.passwordHash);
    expect((await latestEmail(email))?.subject).toBe("Your Latitud account");
  });

  it("creates exactly one user from 20 parallel registrations of one email", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        registerUser({ email, password: strongPassword }, { ...client, ip: `10.0.${i}.1` }),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("limits registrations per IP", async () => {
    const ip = { ...client, ip: "192.0.2.99" };
    const results = [];
    for (let i = 0; i < 11; i++)
      results.push(await registerUser({ email: uniqueEmail("flood"), password: strongPassword }, ip));
    expect(results.slice(0, 10).every((r) => r.ok)).toBe(true);
    expect(results[10]).toEqual(
      expect.objectContaining({
        ok: false,
        error: "Too many registrations from your network. Please try again later.",
      }),
    );
  });
});

describe("email confirmation", () => {
  async function registered() {
    const email = uniqueEmail("confirm");
    await registerUser({ email, password: strongPassword }, randomClient());
    return { email, token: tokenFrom(await linkFromLatestEmail(email, "/auth/confirm")) };
  }

  it("confirms once; the same link then counts as used", async () => {
    const { email, token } = await registered();
    expect(await confirmEmail(token)).toBe("confirmed");
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailConfirmedAt).toBeInstanceOf(Date);
    expect(await confirmEmail(token)).toBe("invalid");
  });

  it("refuses an expired link (24 h from the configuration)", async () => {
    const { token } = await registered();
    expect(await confirmEmail(token, null, new Date(Date.now() + 25 * 3_600_000))).toBe("expired");
    expect(await confirmEmail(token, null, new Date(Date.now() + 23 * 3_600_000))).toBe("confirmed");
  });

  it("refuses unknown and tampered tokens", async () => {
    expect(await confirmEmail("not-a-real-token-at-all-xxxxxxxxxxxxxx")).toBe("invalid");
    expect(await confirmEmail("")).toBe("invalid");
    expect(await confirmEmail("x".repeat(5000))).toBe("invalid");
  });

  it("lets exactly one of two simultaneous clicks confirm", async () => {
    const { token } = await registered();
    const results = await Promise.all([confirmEmail(token), confirmEmail(token)]);
    expect(results.sort()).toEqual(["confirmed", "invalid"]);
  });

  it("resend issues a new link and retires the old one", async () => {
    const { email, token: first } = await registered();
    expect(await settle(resendConfirmation(email, client))).toEqual({ ok: true });
    const second = tokenFrom(await linkFromLatestEmail(email, "/auth/confirm"));
    expect(second).not.toBe(first);
    expect(await confirmEmail(first)).toBe("invalid");
    expect(await confirmEmail(second)).toBe("confirmed");
  });

  it("resend is rate limited per email, and silent for unknown addresses", async () => {
    const { email } = await registered();
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await settle(resendConfirmation(email, { ...client, ip: `10.9.9.${i}` })));
    expect(answers.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(answers[3]).toEqual(
      expect.objectContaining({
        ok: false,
        error: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      }),
    );
    const unknown = uniqueEmail("nobody");
    expect(await settle(resendConfirmation(unknown, client))).toEqual({ ok: true });
    expect(await latestEmail(unknown)).toBeNull();
  });

  it("makes ADMIN_EMAILS admins when they confirm", async () => {
    const email = uniqueEmail("founder");
    process.env.ADMIN_EMAILS = `other@example.com, ${email.toUpperCase()}`;
    jest.resetModules();
    try {
      await registerUser({ email, password: strongPassword }, randomClient());
      const { confirmEmail: confirm } = await import("@/lib/auth/confirm-email");
      expect(await confirm(tokenFrom(await linkFromLatestEmail(email, "/auth/confirm")))).toBe("confirmed");
      expect((await db.user.findUniqueOrThrow({ where: { email } })).role).toBe("admin");
    } finally {
      delete process.env.ADMIN_EMAILS;
    }
  });
});
