import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { HOTP, Secret } from "otpauth";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET } from "../../lib/auth/two-factor/demo-secret";
import { decodeLoginError } from "../../lib/auth/login-messages";
import { takeOwnAddress } from "./address";

export const demoPassword = "Nomad-Demo-2026";
export const demo = {
  member: "member@demo.latitud.app",
  subscriber: "subscriber@demo.latitud.app",
  lawyer: "lawyer@demo.latitud.app",
  admin: "admin@demo.latitud.app",
} as const;

export const strongPassword = "Cafecito-Andes-77";

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The demo admin's fixed authenticator secret (seeded by seedDemoTwoFactor, lib/auth/two-factor/demo.ts). */
export const demoAdminTotpSecret = DEMO_ADMIN_TOTP_SECRET;
const knownTotpSecrets: Record<string, string> = { [DEMO_ADMIN_EMAIL]: DEMO_ADMIN_TOTP_SECRET };

/**
 * Logs in through next-auth's own endpoints (CSRF token, then credentials); the cookies land in the
 * page's context. An account with two-factor answers `two_factor_required:<challenge>`: the second
 * step sends the challenge with a code computed from `totpSecret` (the demo admin's by default).
 */
export async function apiLogin(
  page: Page,
  email: string,
  password = demoPassword,
  totpSecret: string | undefined = knownTotpSecrets[email],
) {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
  });
  const challenge = await challengeOf(response);
  if (challenge) {
    expect(totpSecret, `an authenticator secret for ${email}`).toBeTruthy();
    const second = await withFreshTotpStep(email, totpSecret!, (code) =>
      page.request.post("/api/auth/callback/credentials", {
        form: { csrfToken, challenge, code, json: "true" },
      }),
    );
    expect(second.ok(), `two-factor login as ${email}`).toBeTruthy();
  } else {
    expect(response.ok(), `login as ${email}`).toBeTruthy();
  }
  const answer = await page.request.get("/api/auth/session");
  const session = (await answer.json()) as { user?: { email: string } };
  // A rare run has seen no user here right after a successful login: say what the server answered.
  expect(session.user?.email, `session after logging in: ${answer.status()} ${JSON.stringify(session)}`).toBe(
    email,
  );
}

/**
 * Signs out through next-auth's endpoint, as another tab of the same browser would: the session is
 * revoked and its cookie leaves the page's context, while the open page does not know yet.
 */
export async function apiLogout(page: Page) {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  expect(
    (await page.request.post("/api/auth/signout", { form: { csrfToken, json: "true" } })).ok(),
    "sign-out",
  ).toBeTruthy();
}

async function challengeOf(
  response: Awaited<ReturnType<APIRequestContext["post"]>>,
): Promise<string | undefined> {
  if (response.ok()) return undefined;
  const { url } = (await response.json().catch(() => ({}))) as { url?: string };
  return url ? decodeLoginError(new URL(url).searchParams.get("error")).challenge : undefined;
}

const STEP_MS = 30_000;

/**
 * The server accepts each 30-second step once per account (no replay), while parallel workers log
 * in as the same admin. Steps are handed out under a lock file shared by the workers; a login waits
 * (and extends its test's timeout) when the next free step is not valid yet. A step is valid from
 * the step before it to the step after it (±1 drift).
 */
async function withFreshTotpStep<T>(
  email: string,
  secret: string,
  send: (code: string) => Promise<T>,
): Promise<T> {
  const port = process.env.E2E_PORT ?? "3100";
  const stateFile = join(tmpdir(), `latitud-e2e-totp-${port}-${email.replace(/[^a-z0-9]/gi, "_")}.json`);
  return withFileLock(`${stateFile}.lock`, async () => {
    const last = readLastStep(stateFile);
    const now = Date.now();
    const current = Math.floor(now / STEP_MS);
    // The previous step is still good unless the current one is about to end.
    const earliest = now % STEP_MS < STEP_MS - 5_000 ? current - 1 : current;
    const step = Math.max(last + 1, earliest);
    const waitMs = (step - 1) * STEP_MS + 1_000 - now;
    if (waitMs > 0) await pause(waitMs);
    writeFileSync(stateFile, JSON.stringify({ step }));
    return send(HOTP.generate({ secret: Secret.fromBase32(secret), counter: step }));
  });
}

function readLastStep(file: string): number {
  try {
    return Number((JSON.parse(readFileSync(file, "utf8")) as { step?: number }).step) || 0;
  } catch {
    return 0;
  }
}

async function withFileLock<T>(lockDir: string, body: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A worker that died holding the lock leaves it behind.
      if (Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 120_000)
        rmSync(lockDir, { recursive: true, force: true });
      await pause(200);
    }
  }
  try {
    return await body();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** Waits, adding the wait to the running test's timeout. */
function pause(ms: number): Promise<void> {
  try {
    const info = test.info();
    if (info.timeout > 0) info.setTimeout(info.timeout + ms);
  } catch {
    // Not inside a test (a setup hook): nothing to extend.
  }
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The newest link with `path` in the development mailbox for `email`. */
export async function mailboxLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request
        .get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
        .catch(() => null);
      if (!response?.ok()) return false;
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      link = messages[0]?.text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\S*`))?.[0];
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/**
 * Registers through the dialog and confirms through the emailed link: a fresh, confirmed member,
 * from an address of its own (registrations and sign-in failures are limited per network).
 */
export async function registerConfirmedMember(
  page: Page,
  email = uniqueEmail("member"),
  password = strongPassword,
) {
  await takeOwnAddress(page.context());
  await page.goto("/");
  await page.getByRole("button", { name: "Log in" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Register" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByLabel("Confirm password").fill(password);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog.getByText("Check your email")).toBeVisible();
  await page.keyboard.press("Escape");
  const link = await mailboxLink(page.request, email, "/auth/confirm");
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText("Email confirmed")).toBeVisible();
  await page.keyboard.press("Escape");
  return { email, password };
}

export async function loginThroughDialog(page: Page, email: string, password: string) {
  const dialog = page.getByRole("dialog");
  if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Log in" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in", exact: true }).click();
}
