import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { untilHydrated } from "./support/hydration";
import { adminRoutes, lawyerRoutes, memberRoutes, openLawyerRoutes, publicRoutes } from "./support/routes";

test.describe("page shell", () => {
  for (const path of [...publicRoutes, ...openLawyerRoutes]) {
    test(`${path} renders with header, footer and no serious accessibility issues`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Latitud" }).first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test("guarded routes answer (with a page, a login prompt or a redirect), never a server error", async ({
    page,
  }) => {
    for (const path of [...memberRoutes, ...lawyerRoutes, ...adminRoutes]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(500);
      await expect(page.locator("h1").first()).toBeVisible();
    }
  });

  test("unknown paths show the 404 page with a link home", async ({ page }) => {
    const response = await page.goto("/this/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page took a wrong turn" })).toBeVisible();
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(page).toHaveURL("/");
    await expectNoSeriousA11yViolations(page);
  });

  test("the header turns translucent after 10 px of scroll", async ({ page }) => {
    await page.goto("/terms-of-service");
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    // The header listens to scrolling once hydrated: a scroll before that is never heard.
    await untilHydrated(header);
    await page.evaluate(() => window.scrollTo(0, 8));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the alpha banner stays dismissed across reloads, and the header moves up", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByText("This is an alpha version, most features coming soon");
    await expect(banner).toBeVisible();
    const headerTop = async () => (await page.locator("header[data-scrolled]").boundingBox())!.y;
    expect(await headerTop()).toBeGreaterThan(30);
    await page.getByRole("button", { name: "Dismiss alpha version notice" }).click();
    await expect(banner).toBeHidden();
    expect(await headerTop()).toBe(0);
    await page.reload();
    await expect(banner).toBeHidden();
    await page.goto("/cities");
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("latitud:alpha-banner-dismissed"))).toBe("1");
  });

  test("every path change scrolls to the top", async ({ page }) => {
    await page.goto("/terms-of-service");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL("/privacy-policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the Log in button opens the auth dialog with its two tabs", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await dialog.getByRole("tab", { name: "Register" }).click();
    await expect(dialog.getByRole("heading", { name: "Join Latitud" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the footer has its three columns and 'Become a Partner' leads to the lawyer application (after signing in)", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of ["Explore", "Community", "Legal"])
      await expect(footer.getByRole("navigation", { name: column })).toBeVisible();
    await footer.getByRole("link", { name: "Become a Partner" }).click();
    await expect(page).toHaveURL("/join?next=%2Flawyer%2Fapply");
  });

  test("toasts never cover the header or an open dialog's title (360 and 1280 px)", async ({
    page,
  }, testInfo) => {
    type Box = { x: number; y: number; width: number; height: number };
    const overlaps = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      // After a confirmation link: the 'Email confirmed' toast and the login dialog together.
      await page.goto("/?confirmed=1");
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Email confirmed" });
      const title = page.getByRole("dialog").getByRole("heading", { name: "Welcome Back" });
      await expect(toast).toBeVisible();
      await expect(title).toBeVisible();
      // Let the toast finish sliding in (sonner animates for 400 ms).
      await page.waitForTimeout(600);
      await page.screenshot({ path: testInfo.outputPath(`toast-dialog-${viewport.width}.png`) });
      const toastBox = (await toast.boundingBox())!;
      expect(
        overlaps(toastBox, (await title.boundingBox())!),
        `toast over the dialog title at ${viewport.width} px`,
      ).toBe(false);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(
        overlaps(toastBox, (await page.locator("header").first().boundingBox())!),
        `toast over the header at ${viewport.width} px`,
      ).toBe(false);
      const banner = page.locator("[data-alpha-banner]");
      if (await banner.isVisible())
        expect(
          overlaps(toastBox, (await banner.boundingBox())!),
          `toast over the banner at ${viewport.width} px`,
        ).toBe(false);
      // Never under the phone's bottom bar either.
      const bottomBar = page.locator("[data-bottom-nav]");
      if (await bottomBar.isVisible())
        expect(
          overlaps(toastBox, (await bottomBar.boundingBox())!),
          `toast under the bottom bar at ${viewport.width} px`,
        ).toBe(false);
    }
  });

  test("keyboard users can skip to the content and see focus", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
  });
});

test.describe("authentication error screen", () => {
  test("expired link", async ({ page }) => {
    await page.goto(
      "/?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    );
    await expect(page.getByRole("heading", { name: "Email Link Expired" })).toBeVisible();
    await expect(
      page.getByText("The confirmation link has expired. Please request a new one."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend Confirmation Email" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Work Remotely from South America's Best Cities",
    );
  });

  test("used or invalid link, on any route", async ({ page }) => {
    await page.goto("/cities?error=access_denied");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(
      page.getByText("The email confirmation link is invalid or has already been used."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend Confirmation Email" })).toBeVisible();
  });

  test("any other error shows its description without a resend button", async ({ page }) => {
    await page.goto("/?error=server_error&error_description=Something+broke+upstream");
    await expect(page.getByRole("heading", { name: "Authentication Error" })).toBeVisible();
    await expect(page.getByText("Something broke upstream")).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend Confirmation Email" })).toHaveCount(0);
    await page.goto("/?error=unknown");
    await expect(page.getByText("An error occurred during authentication.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("feed text is never rendered as HTML", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto("/?error=x&error_description=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E");
    await expect(page.getByText("<img src=x onerror=alert(1)>")).toBeVisible();
    expect(dialogs).toBe(0);
  });
});
