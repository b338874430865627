import { expect, test } from "@playwright/test";

const checkInbox = "Almost there! Check your inbox and click the link to confirm your subscription.";
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

test.describe("waitlist (/coming-soon)", () => {
  test("valid, then duplicate", async ({ page }) => {
    const email = uniqueEmail("waitlist");
    await page.goto("/coming-soon");
    // Premium is on sale: the page promises no launch date and says premium is open today.
    await expect(page.getByText(/launch/i)).toHaveCount(0);
    await expect(
      page
        .getByRole("region", { name: "Premium is open today" })
        .getByRole("link", { name: "See the plans" }),
    ).toHaveAttribute("href", "/subscription");
    const form = page.getByRole("form", { name: "Join the waitlist" });
    await form.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Notify Me" }).click();
    await expect(page.getByText("You're on the list!")).toBeVisible();

    await page.reload();
    await form.getByLabel("Email address").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Notify Me" }).click();
    await expect(page.getByText("You're already on the list")).toBeVisible();
  });

  test("invalid email shows 'Please enter a valid email address'", async ({ page }) => {
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
  test("double opt-in: subscribing only sends a confirmation link; the address counts once confirmed, and a repeat never tells", async ({
    page,
  }) => {
    const email = uniqueEmail("news");
    const mailbox = async () =>
      (
        (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
          messages: { subject: string; text: string }[];
        }
      ).messages;
    await page.goto("/services");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText(checkInbox)).toBeVisible();

    const [confirmation] = await mailbox();
    expect(confirmation?.subject).toBe("Confirm your Latitud newsletter subscription");
    const link = confirmation!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)![0];

    // The same address again, in another case: the same answer, whatever its state.
    await page.goto("/");
    const section = page.getByRole("region", { name: "Stay Updated" });
    await section.getByLabel("Email address").fill(` ${email.toUpperCase()} `);
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByText(checkInbox)).toBeVisible();
    await expect(section.getByText(/already subscribed/i)).toHaveCount(0);

    // Opening the link shows a button (mail scanners that open links confirm nothing).
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(
      page.getByText("You're subscribed. Look out for the next newsletter in your inbox."),
    ).toBeVisible();
    // The welcome email carries the unsubscribe link.
    await expect
      .poll(async () => (await mailbox()).map((m) => m.subject))
      .toContain("Welcome to the Latitud newsletter");

    // The link works once.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Link not valid" })).toBeVisible();

    // Subscribing again once confirmed: the same answer, and no new email.
    const before = (await mailbox()).length;
    await page.goto("/");
    await section.getByLabel("Email address").fill(email);
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByText(checkInbox)).toBeVisible();
    await page.waitForTimeout(500);
    expect((await mailbox()).length).toBe(before);
  });

  test("rejects an address without a dot", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Stay Updated" });
    await section.getByLabel("Email address").fill("nomad@localhost");
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByText("Please enter a valid email address.")).toBeVisible();
  });
});
