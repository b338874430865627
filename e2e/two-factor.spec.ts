import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { apiLogin, demo, loginThroughDialog, registerConfirmedMember } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";

/** What an authenticator app shows for the key read from the page, `stepsAhead` 30-second steps from now. */
function appCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** A 6-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
}

test.describe("two-factor authentication", () => {
  test("a member turns it on from the profile, then logs in with a code and with a recovery code", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { email, password } = await registerConfirmedMember(page);
    await apiLogin(page, email, password);
    await page.goto("/profile");
    const section = page.locator("#two-factor");
    await expect(section.getByText("Two-factor authentication", { exact: true })).toBeVisible();

    // Setting up asks for the password first (re-authentication), then shows the QR code and key.
    await section.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const reauth = page.getByRole("dialog", { name: "Confirm it's you" });
    await reauth.getByLabel("Your password", { exact: true }).fill("Wrong-Pass-00");
    await reauth.getByRole("button", { name: "Confirm" }).click();
    await expect(reauth.getByText("Your password is incorrect")).toBeVisible();
    await reauth.getByLabel("Your password", { exact: true }).fill(password);
    await reauth.getByRole("button", { name: "Confirm" }).click();
    await expect(reauth).toBeHidden();
    await expect(
      section.getByRole("img", { name: "QR code to add Latitud to your authenticator app" }),
    ).toBeVisible();
    const secret = (await section.getByLabel("Setup key").inputValue()).replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(page);

    await section.getByLabel("6-digit code").fill(otherThan(appCode(secret)));
    await section.getByRole("button", { name: "Verify and turn on" }).click();
    await expect(section.getByText(/That code didn't work/)).toBeVisible();
    await section.getByLabel("6-digit code").fill(appCode(secret));
    await section.getByRole("button", { name: "Verify and turn on" }).click();

    // The recovery codes, shown once, with a .txt download.
    await expect(section.getByText("Save your recovery codes now")).toBeVisible();
    const codes = await section
      .getByRole("list", { name: "Recovery codes" })
      .getByRole("listitem")
      .allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("button", { name: "Download .txt" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("latitud-recovery-codes.txt");
    // Scanned once the toast has gone (its fade-in is not ours to judge).
    await expect(page.getByText("Two-factor authentication is on")).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await section.getByRole("button", { name: "I have saved my codes" }).click();
    await expect(section.getByText("On", { exact: true })).toBeVisible();
    await expect(section.getByText("10 of 10 recovery codes left.")).toBeVisible();

    // Password alone is not enough any more: the login asks for the code.
    await logOut(page);
    await loginThroughDialog(page, email, password);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
    await dialog.getByLabel("Authentication code").fill(otherThan(appCode(secret, 1)));
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(dialog.getByText("That code is not valid. Please try again.")).toBeVisible();
    // The code used to turn it on cannot be used again: the next step's code logs in.
    await dialog.getByLabel("Authentication code").fill(appCode(secret, 1));
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

    // A recovery code works once.
    await logOut(page);
    await loginThroughDialog(page, email, password);
    await dialog.getByRole("button", { name: "Use a recovery code" }).click();
    await dialog.getByLabel("Recovery code").fill(codes[0]!.toUpperCase());
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await page.goto("/profile");
    await expect(section.getByText("9 of 10 recovery codes left.")).toBeVisible();

    await logOut(page);
    await loginThroughDialog(page, email, password);
    await dialog.getByRole("button", { name: "Use a recovery code" }).click();
    await dialog.getByLabel("Recovery code").fill(codes[0]!);
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(dialog.getByText("That code is not valid. Please try again.")).toBeVisible();
    await dialog.getByLabel("Recovery code").fill(codes[1]!);
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

    // Turning it off needs the password again in this new session, then a confirmation.
    await page.goto("/profile");
    await section.getByRole("button", { name: "Turn off two-factor authentication" }).click();
    await page
      .getByRole("dialog", { name: "Turn off two-factor authentication?" })
      .getByRole("button", { name: "Turn off" })
      .click();
    await reauth.getByLabel("Your password", { exact: true }).fill(password);
    await reauth.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Two-factor authentication is off")).toBeVisible();
    await expect(section.getByRole("button", { name: "Set up two-factor authentication" })).toBeVisible();
  });

  test("the demo admin (two-factor on with the demo secret) still reaches the admin area through apiLogin", async ({
    page,
  }) => {
    await apiLogin(page, demo.admin);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
    await page.goto("/profile");
    await expect(page.locator("#two-factor").getByText("On", { exact: true })).toBeVisible();
  });

  test("the credentials endpoint alone does not sign in an account with two-factor", async ({ page }) => {
    const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const response = await page.request.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: demo.admin, password: "Nomad-Demo-2026", json: "true" },
    });
    expect(response.status()).toBe(401);
    const { url } = (await response.json()) as { url: string };
    expect(new URL(url).searchParams.get("error")).toMatch(/^two_factor_required:[A-Za-z0-9_-]{43}$/);
    expect(
      ((await (await page.request.get("/api/auth/session")).json()) as { user?: unknown }).user,
    ).toBeUndefined();
  });
});
