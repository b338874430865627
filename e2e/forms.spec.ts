import { expect, test } from "@playwright/test";

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

test.describe("waitlist (/coming-soon)", () => {
  test("valid, then duplicate", async ({ page }) => {
    const email = uniqueEmail("waitlist");
    await page.goto("/coming-soon");
    // Premium is on sale: the page promises no launch date and says premium is open today.
    await expect(page.getByText(/launch/i)).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Premium is open today" }).getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/subscription");
    const form = page.getByRole("form", { name: "Join the waitlist" });
    await form.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Notify Me" }).click();
    await expect(page.getByText("You're on the list!")).toBeVisible();

    await page.reload();
    await form.getByLabel("Email address").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Notify Me" }).click();
    await expect(page.getByText("You're already on the list")).toBeVisible();
  });

  test("invalid email shows the spec's message", async ({ page }) => {
    await page.goto("/coming-soon");
    const form = page.getByRole("form", { name: "Join the waitlist" });
    await form.getByLabel("Email address").fill("not-an-email");
    await page.getByRole("button", { name: "Notify Me" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(page.getByText("Invalid Email")).toBeVisible();
    await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("newsletter (footer and home)", () => {
  test("subscribes, then reports the duplicate", async ({ page }) => {
    const email = uniqueEmail("news");
    await page.goto("/services");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();

    await page.goto("/");
    const section = page.getByRole("region", { name: "Stay Updated" });
    await section.getByLabel("Email address").fill(` ${email.toUpperCase()} `);
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByText("This email is already subscribed to our newsletter.")).toBeVisible();
  });

  test("rejects an address without a dot", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Stay Updated" });
    await section.getByLabel("Email address").fill("nomad@localhost");
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByText("Please enter a valid email address.")).toBeVisible();
  });
});
