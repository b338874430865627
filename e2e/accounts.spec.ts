import sharp from "sharp";
import { expect, test } from "@playwright/test";
import {
  apiLogin,
  apiLogout,
  demo,
  loginThroughDialog,
  mailboxLink,
  registerConfirmedMember,
  strongPassword,
  uniqueEmail,
} from "./support/auth";
import { decodeLoginError } from "../lib/auth/login-messages";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.describe("accounts", () => {
  test("register → mailbox → confirm → login → edit profile with avatar → logout", async ({ page }) => {
    // The whole journey in one test (two argon2id hashes, an image upload, an axe scan): on a
    // two-core CI machine beside a second worker it can pass the default 45 s.
    test.slow();
    const email = uniqueEmail("journey");
    await page.goto("/");
    await page.getByRole("button", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Register" }).click();
    await expect(dialog.getByRole("heading", { name: "Join Latitud" })).toBeVisible();
    await expect(
      dialog.getByText(
        "Password must have at least 8 characters, one uppercase letter, one lowercase letter and one number.",
      ),
    ).toBeVisible();
    await dialog.getByLabel("Name (optional)").fill("Valentina Ruiz");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(strongPassword);
    await dialog.getByLabel("Confirm password").fill("Something-Else-1");
    await dialog.getByRole("button", { name: "Create account" }).click();
    await expect(dialog.getByText("Passwords don't match")).toBeVisible();
    await dialog.getByLabel("Confirm password").fill(strongPassword);
    await dialog.getByRole("button", { name: "Create account" }).click();
    await expect(dialog.getByText("Check your email")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Try Different Email" })).toBeVisible();
    await dialog.getByRole("button", { name: "I'll Check My Email" }).click();
    await expect(dialog).toBeHidden();

    // Not confirmed yet: login is refused with the message asking to confirm the email first.
    await loginThroughDialog(page, email, strongPassword);
    await expect(
      page
        .getByRole("dialog")
        .getByText("Please check your email and click the confirmation link before logging in."),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    // The development mailbox lists the email (filtered to this recipient: parallel tests register
    // too); the button inside the previewed email confirms the account, in the whole window.
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page
      .getByRole("link", { name: /Confirm your Latitud account/ })
      .first()
      .click();
    await expect(page.getByRole("link", { name: /\/auth\/confirm\?token=/ })).toBeVisible();
    await page
      .frameLocator('iframe[title="Email content"]')
      .getByRole("link", { name: "Confirm my email" })
      .click();
    await expect(page.getByText("Email confirmed")).toBeVisible();
    await loginThroughDialog(page, email, strongPassword);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menu")).toContainText(email);
    await expect(page.getByRole("menu")).not.toContainText("Admin Account");
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page).toHaveURL("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Valentina Ruiz");

    await page.getByLabel("Full name").fill("V");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await page.getByLabel("Full name").fill("Valentina Ruiz Gómez");
    await page.getByLabel("Occupation").fill("Product designer");
    await page.getByLabel("Phone").fill("+57 300 123 4567");
    await expect(page.getByText("Email cannot be changed")).toBeVisible();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Valentina Ruiz Gómez");
    await expect(page.getByText("Product designer").first()).toBeVisible();

    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#f59e0b" } })
      .png()
      .toBuffer();
    await page.locator("#avatar-file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await expect(page.getByText("Profile picture updated")).toBeVisible();
    const avatar = page.locator('header img[src^="/media/avatars/"]').first();
    await expect(avatar).toBeVisible();
    expect((await page.request.get((await avatar.getAttribute("src"))!)).headers()["content-type"]).toBe(
      "image/webp",
    );
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.getByLabel("Occupation")).toHaveValue("Product designer");

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/join\?next=%2Fprofile/);
  });

  test("five wrong passwords lock the account and the form", async ({ page }) => {
    const { email } = await registerConfirmedMember(page);
    for (let i = 1; i <= 5; i++) {
      await loginThroughDialog(page, email, `Wrong-Pass-${i}`);
      if (i < 5)
        await expect(
          page.getByRole("dialog").getByRole("alert").filter({ hasText: "Invalid email or password" }),
        ).toBeVisible();
      // The server knows the count: the 4th failure warns that the next one locks.
      const lastAttempt = page
        .getByRole("dialog")
        .getByText("1 attempt left before your account is locked for 15 minutes.");
      if (i === 4) await expect(lastAttempt).toBeVisible();
      else if (i < 4) await expect(lastAttempt).toHaveCount(0);
    }
    const dialog = page.getByRole("dialog");
    await expect(
      dialog.getByText("Too many failed login attempts. Account has been temporarily locked."),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        "Account temporarily locked for security. Please wait 15 minutes before trying again.",
      ),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Account Locked" })).toBeDisabled();
    await expect(dialog.getByLabel("Email")).toBeDisabled();
    await expect(dialog.getByLabel("Password", { exact: true })).toBeDisabled();

    // A fresh form (reload) with the right password is still refused by the server.
    await page.reload();
    await loginThroughDialog(page, email, strongPassword);
    await expect(
      page
        .getByRole("dialog")
        .getByText(
          "Account temporarily locked due to multiple failed login attempts. Please try again later.",
        ),
    ).toBeVisible();
  });

  test("forgot password → email → new password → login", async ({ page }) => {
    const { email } = await registerConfirmedMember(page);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await page.getByRole("form", { name: "Reset your password" }).getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
    const link = new URL(await mailboxLink(page.request, email, "/reset-password"));
    await page.goto(link.pathname + link.search);
    await page.getByLabel("New password", { exact: true }).fill("Nuevo-Camino-88");
    await page.getByLabel("Confirm new password").fill("Nuevo-Camino-88");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await expect(page).toHaveURL("/join");
    const form = page.getByRole("form", { name: "Log in" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill("Nuevo-Camino-88");
    await form.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "Reset link invalid" })).toBeVisible();
  });

  test("an admin invites by join link; the invitee registers through it once", async ({ page, browser }) => {
    await apiLogin(page, demo.admin);
    await page.goto("/admin?tab=users");
    const invitee = uniqueEmail("invitee");
    const invite = page.getByRole("form", { name: "Create a join link" });
    await invite.getByLabel("Email").fill(invitee);
    // One of the live plans, picked from a list (the server checks it against the plans table).
    await expect(invite.getByLabel("Plan").locator("option")).toHaveText([
      "Monthly",
      "Quarterly",
      "Annual",
      "Lawyer Premium",
    ]);
    await invite.getByLabel("Plan").selectOption({ label: "Quarterly" });
    await page.getByRole("button", { name: "Send join link" }).click();
    await expect(page.getByText("Join link sent")).toBeVisible();
    const link = new URL(await mailboxLink(page.request, invitee, "/join?token="));

    const context = await browser.newContext();
    const guest = await context.newPage();
    await guest.goto(link.pathname + link.search);
    await expect(guest.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expect(guest.getByRole("form", { name: "Create your account" }).getByLabel("Email")).toHaveValue(
      invitee,
    );
    await guest.getByLabel("Name (optional)").fill("Invited Nomad");
    await guest.getByLabel("Password", { exact: true }).fill(strongPassword);
    await guest.getByLabel("Confirm password").fill(strongPassword);
    await guest.getByRole("button", { name: "Create my account" }).click();
    await expect(guest).toHaveURL("/profile");
    await expect(guest.getByRole("heading", { level: 1 })).toContainText("Invited Nomad");

    await guest.goto(link.pathname + link.search);
    await expect(guest.getByRole("heading", { name: "Link Invalid" })).toBeVisible();
    await context.close();
  });

  test("an invalid join link shows 'Link Invalid' with a way to the plans", async ({ page }) => {
    await page.goto("/join?token=this-token-does-not-exist-at-all");
    await expect(page.getByRole("heading", { name: "Link Invalid" })).toBeVisible();
    await expect(page.getByText("This join link is invalid or has expired")).toBeVisible();
    await expect(page.getByRole("link", { name: "See subscriptions" })).toHaveAttribute(
      "href",
      "/subscription",
    );
  });
});

test.describe("guarded routes", () => {
  test("anonymous visitors go to /join and come back after logging in, with the plan lower-cased", async ({
    page,
  }) => {
    const { email, password } = await registerConfirmedMember(page);
    await page.getByRole("button", { name: "Log in" }).isVisible();
    await page.goto("/checkout?plan=Monthly");
    await expect(page).toHaveURL(/\/join\?next=%2Fcheckout%3Fplan%3DMonthly/);
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await page.getByRole("form", { name: "Log in" }).getByLabel("Email").fill(email);
    await page.getByRole("form", { name: "Log in" }).getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("form", { name: "Log in" }).getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL("/checkout?plan=monthly");
  });

  test("a signed-in visit to /join never redirects off the site, whatever `next` holds", async ({
    page,
    baseURL,
  }) => {
    await apiLogin(page, demo.member);
    const attempts = [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/./%2Fevil.example",
      "/profile/..//evil.example",
      "/%09/evil.example",
      "//evil.example",
      "/\\evil.example",
    ];
    for (const next of attempts) {
      const response = await page.request.get(`/join?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
      expect(response.status(), next).toBe(307); // Next's redirect() from a page
      const location = new URL(response.headers().location!, `${baseURL}/join`);
      expect([next, location.origin]).toEqual([next, new URL(baseURL!).origin]);
    }
    const kept = await page.request.get(`/join?next=${encodeURIComponent("/profile?tab=security")}`, {
      maxRedirects: 0,
    });
    expect(
      new URL(kept.headers().location!, baseURL).pathname + new URL(kept.headers().location!, baseURL).search,
    ).toBe("/profile?tab=security");
  });

  test("a member is refused the admin and lawyer areas", async ({ page }) => {
    await apiLogin(page, demo.member);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Permission denied" })).toBeVisible();
    await expect(page.getByText("You need admin privileges to access this functionality.")).toBeVisible();
    await page.goto("/admin/test-plan");
    await expect(page.getByRole("heading", { name: "Permission denied" })).toBeVisible();
    await page.goto("/lawyer/dashboard");
    await expect(page.getByRole("heading", { name: "Authorization Required" })).toBeVisible();
    await page.getByRole("link", { name: "Apply as a Lawyer" }).click();
    await expect(page).toHaveURL("/lawyer/apply");
  });

  test("a lawyer opens the lawyer area but not the admin area", async ({ page }) => {
    await apiLogin(page, demo.lawyer);
    await page.goto("/lawyer/dashboard");
    await expect(page.getByRole("heading", { name: "Lawyer dashboard" })).toBeVisible();
    await page.goto("/lawyer/dashboard/marketplace");
    await expect(page.getByRole("heading", { name: "Lawyer dashboard" })).toBeVisible();
    expect((await page.goto("/lawyer/dashboard/not-a-tab"))?.status()).toBe(404);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Permission denied" })).toBeVisible();
  });

  test("an admin sees the admin menu and dashboard", async ({ page }) => {
    await apiLogin(page, demo.admin);
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText("Admin Account");
    await expect(menu.getByRole("menuitem", { name: "Admin Dashboard" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Test Plan ($1)" })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Admin Dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
  });
});

test.describe("account APIs answer bad input with JSON errors", () => {
  test("resend confirmation", async ({ request, baseURL }) => {
    const url = "/api/auth/resend-confirmation";
    const origin = { origin: baseURL! };
    expect(
      (
        await request.post(url, {
          headers: { ...origin, "content-type": "application/json" },
          data: Buffer.from("{oops"),
        })
      ).status(),
    ).toBe(400);
    expect(
      (
        await request.post(url, {
          headers: { ...origin, "content-type": "text/plain" },
          data: Buffer.from("a@b.co"),
        })
      ).status(),
    ).toBe(415);
    const invalid = await request.post(url, { headers: origin, data: { email: "not-an-email" } });
    expect(invalid.status()).toBe(422);
    expect(await invalid.json()).toEqual(
      expect.objectContaining({ error: "Please enter a valid email address" }),
    );
    expect(
      (
        await request.post(url, { headers: { origin: "https://evil.example" }, data: { email: "a@b.co" } })
      ).status(),
    ).toBe(403);
    expect(
      (await request.post(url, { headers: origin, data: { email: uniqueEmail("nobody") } })).status(),
    ).toBe(200);
  });

  test("avatar upload needs a session and an image", async ({ page, baseURL }) => {
    const anonymous = await page.request.post("/api/profile/avatar", {
      headers: { origin: baseURL! },
      multipart: { file: { name: "a.png", mimeType: "image/png", buffer: Buffer.from("x") } },
    });
    expect(anonymous.status()).toBe(401);
    await apiLogin(page, demo.member);
    const notImage = await page.request.post("/api/profile/avatar", {
      headers: { origin: baseURL! },
      multipart: {
        file: { name: "evil.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") },
      },
    });
    expect(notImage.status()).toBe(415);
    expect(await notImage.json()).toEqual({ error: "Please upload a JPEG, PNG or WebP image." });
  });

  test("an admin lifts the sign-in lock of a member who failed 5 times", async ({ page, browser }) => {
    const member = await browser.newPage();
    const { email } = await registerConfirmedMember(member);
    // Five wrong passwords through next-auth's endpoint lock the account.
    const { csrfToken } = (await (await member.request.get("/api/auth/csrf")).json()) as {
      csrfToken: string;
    };
    const wrong = () =>
      member.request.post("/api/auth/callback/credentials", {
        form: { csrfToken, email, password: "Wrong-Pass-00", json: "true" },
      });
    for (let i = 0; i < 5; i++) expect((await wrong()).status()).toBe(401);
    expect(
      decodeLoginError(
        new URL(((await (await wrong()).json()) as { url: string }).url).searchParams.get("error"),
      ).code,
    ).toBe("locked");

    await apiLogin(page, demo.admin);
    await page.goto(`/admin?tab=users&q=${encodeURIComponent(email)}`);
    const row = page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: email });
    await expect(row.getByText(/^Sign-in locked · \d+ min$/)).toBeVisible();
    await row.getByRole("button", { name: `Lift the sign-in lock of ${email}` }).click();
    await expect(page.getByText(`${email} can sign in again`)).toBeVisible();
    await expect(row.getByText(/Sign-in locked/)).toHaveCount(0);
    await expect(row.getByRole("button", { name: `Lift the sign-in lock of ${email}` })).toHaveCount(0);

    await member.reload();
    await loginThroughDialog(member, email, strongPassword);
    await expect(member.getByRole("button", { name: "Account menu" })).toBeVisible();
    await member.close();
  });

  test("a member signs out one other session from the profile", async ({ page, browser }) => {
    const { email, password } = await registerConfirmedMember(page);
    await apiLogin(page, email, password);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await apiLogin(otherPage, email, password);
    await page.goto("/profile");
    const sessions = page.getByRole("list", { name: "Active sessions" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    // The session in use has no button of its own: it logs out from the menu.
    await expect(
      sessions.getByRole("listitem").filter({ hasText: "This device" }).getByRole("button"),
    ).toHaveCount(0);
    await sessions
      .getByRole("listitem")
      .filter({ hasNotText: "This device" })
      .getByRole("button", { name: /^Sign out / })
      .click();
    await expect(page.getByText(/is signed out\.$/)).toBeVisible();
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    // The other browser is signed out; this one is not.
    expect(
      ((await (await otherPage.request.get("/api/auth/session")).json()) as { user?: unknown }).user,
    ).toBeUndefined();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await other.close();
  });

  test("the development mailbox exists outside production", async ({ request }) => {
    expect((await request.get("/api/dev/mailbox")).status()).toBe(200);
  });
});

test.describe("the header's copy of the session (components/auth/session.tsx)", () => {
  test("a failed re-check keeps the member signed in on screen; a sign-out elsewhere shows on the next one", async ({
    page,
  }) => {
    await apiLogin(page, demo.member);
    await page.goto("/cities");
    const accountMenu = page.getByRole("button", { name: "Account menu" });
    await expect(accountMenu).toBeVisible();
    // The tab coming back to the front re-checks the session.
    const recheck = () => page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));

    // The network drops the re-check: an outage must not look like a sign-out.
    await page.route("**/api/auth/session", (route) => route.abort("internetdisconnected"));
    const failed = page.waitForEvent("requestfailed", (request) =>
      request.url().endsWith("/api/auth/session"),
    );
    await recheck();
    await failed;
    await expect(accountMenu).toBeVisible();
    await expect(page.getByRole("button", { name: "Log in" })).toHaveCount(0);
    await page.unroute("**/api/auth/session");

    // Signed out in another tab (same browser, so the cookie goes too): the next re-check shows it.
    await apiLogout(page);
    await recheck();
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    await expect(accountMenu).toHaveCount(0);
  });
});
