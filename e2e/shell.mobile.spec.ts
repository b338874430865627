import { expect, test } from "@playwright/test";
import { apiLogin, demo } from "./support/auth";
import { recordPrefetches } from "./support/prefetches";

test.describe("mobile shell", () => {
  test("the menu opens from the toggle and closes on route change", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Cities" }).click();
    await expect(page).toHaveURL("/cities");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the bottom nav shows the visitor's items; Profile leads to the plans", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Bottom" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link")).toHaveText(["Main", "Cities", "Services", "Profile"]);
    await expect(nav.getByRole("link", { name: "Chat" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/subscription");
  });

  test("the bottom nav prefetches a page only when the visitor touches its link, then opens it", async ({
    page,
  }) => {
    const prefetched = recordPrefetches(page);
    await page.goto("/terms-of-service");
    await page.waitForLoadState("networkidle");
    expect(prefetched).not.toContain("/services");
    const services = page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: "Services" });
    await services.dispatchEvent("touchstart");
    await expect.poll(() => prefetched.includes("/services")).toBe(true);
    await services.tap();
    await expect(page).toHaveURL("/services");
  });

  test("the bottom nav is hidden on the authentication error screen", async ({ page }) => {
    await page.goto("/?error=access_denied");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Bottom" })).toBeHidden();
  });

  test("nothing overflows horizontally at 360 px, before or after scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const path of [
      "/",
      "/cities",
      "/cities/medellin-colombia",
      "/coming-soon",
      "/services",
      "/terms-of-service",
      "/cookie-policy",
    ]) {
      await page.goto(path);
      expect(await overflow(), path).toBeLessThanOrEqual(0);
      // Parts below the first screen render only when they come near (content-visibility: auto).
      await page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      });
      expect(await overflow(), `${path}, scrolled to the end`).toBeLessThanOrEqual(0);
    }
  });

  test("signed-in pages fit 360 px too: the profile (each tab, two-factor off and on), chat, checkout, admin", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const visit = async (path: string) => {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await overflow(), path).toBeLessThanOrEqual(0);
    };
    // The member has two-factor off ('Set up two-factor authentication'), the admin has it on
    // ('Turn off two-factor authentication'): the two longest button labels of the app.
    for (const [who, paths] of [
      [demo.member, ["/chat", "/checkout?plan=monthly"]],
      [demo.admin, ["/admin", "/admin?tab=users", "/admin?tab=subscriptions", "/admin?tab=communications"]],
    ] as const) {
      await apiLogin(page, who);
      await visit("/profile");
      for (const tab of ["Subscription", "Sharing", "Profile"]) {
        await page.getByRole("tab", { name: tab }).click();
        expect(await overflow(), `/profile, ${tab} tab`).toBeLessThanOrEqual(0);
      }
      for (const path of paths) await visit(path);
      await page.context().clearCookies();
    }
  });

  test("a member's bottom nav has Chat from the first paint, before the session check answers; not after logging out", async ({
    page,
  }) => {
    const bottomNav = page.getByRole("navigation", { name: "Bottom" });
    const chat = bottomNav.getByRole("link", { name: /Chat/ });
    const profile = bottomNav.getByRole("link", { name: "Profile" });
    // Opens `path` with its session check held, as a slow network would: until it answers, the page
    // knows only what this browser remembered (the Profile item still leads to the plans, the
    // visitor's target). Then lets the check through.
    async function whileSessionCheckHeld(path: string, expectChat: "visible" | "hidden") {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/auth/session", async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto(path);
      await expect(profile).toHaveAttribute("href", "/subscription");
      await (expectChat === "visible" ? expect(chat).toBeVisible() : expect(chat).toBeHidden());
      // The held check's answer must land before the test goes on: arriving after a login, the
      // signed-out answer would be the page's last word on the session.
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/session"));
      release();
      await answered;
      await page.unrouteAll({ behavior: "wait" });
    }

    await whileSessionCheckHeld("/cities", "hidden");

    await apiLogin(page, demo.member);
    await page.goto("/");
    await expect(profile).toHaveAttribute("href", "/profile");
    await expect(chat).toBeVisible();

    await whileSessionCheckHeld("/cities", "visible");
    await expect(profile).toHaveAttribute("href", "/profile");
    await expect(chat).toBeVisible();

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    await whileSessionCheckHeld("/cities", "hidden");
  });
});
