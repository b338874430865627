import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { runAdminTestPayment } from "./support/admin-payment";
import { apiLogin, demo } from "./support/auth";

test.describe("admin dashboard", () => {
  test("service status, a $1.00 test payment, and its webhook event with the raw payload in the webhook log", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await apiLogin(page, demo.admin);
    await page.goto("/admin");
    const services = page.getByRole("list", { name: "Service status" });
    for (const name of ["Database", "Card provider", "Visa assistant", "Realtime", "Email"])
      await expect(services.getByText(name, { exact: true })).toBeVisible();
    await expect(services.getByLabel("Not connected")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const form = await runAdminTestPayment(page);
    await expect(form.getByRole("status")).not.toContainText("Approved: Approved");

    // The sandbox's signed webhook lands in the Payments tab's webhook log.
    const table = page.getByRole("table", { name: "Webhook log" });
    await expect
      .poll(async () => {
        await page.goto("/admin?tab=payments");
        return table.getByText("$1.00").count();
      })
      .toBeGreaterThan(0);
    const row = table.getByRole("row").filter({ hasText: "$1.00" }).first();
    await row.getByText("Payload").click();
    await expect(row.locator("pre")).toContainText('"type": "payment.approved"');
    await page.goto("/admin");
    await expect(page.getByRole("list", { name: "Audit log" })).toContainText("payment.test");
  });

  test("plan sync shows the result dialog", async ({ page }) => {
    await apiLogin(page, demo.admin);
    await page.goto("/admin?tab=subscriptions");
    await page.getByRole("switch", { name: "Force update" }).click();
    await page.getByRole("button", { name: "Sync plans with the card provider" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Plans synchronized" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog).toContainText("Monthly");
    await page.keyboard.press("Escape");
    await expect(
      page
        .getByRole("table", { name: "Plans" })
        .getByText(/^plan_/)
        .first(),
    ).toBeVisible();
  });

  test("communications: only confirmed subscribers are listed, counted and exported", async ({ page }) => {
    const stamp = Date.now();
    const confirmed = `admin-view-${stamp}@example.com`;
    const pending = `admin-pending-${stamp}@example.com`;
    for (const email of [confirmed, pending]) {
      await page.goto("/services");
      await page.getByRole("contentinfo").getByLabel("Email address").fill(email);
      await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
      await expect(
        page.getByText("Almost there! Check your inbox and click the link to confirm your subscription."),
      ).toBeVisible();
    }
    const { messages } = (await (
      await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(confirmed)}`)
    ).json()) as { messages: { text: string }[] };
    const link = new URL(messages[0]!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)![0]);
    await page.goto(link.pathname + link.search);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(
      page.getByText("You're subscribed. Look out for the next newsletter in your inbox."),
    ).toBeVisible();

    await apiLogin(page, demo.admin);
    await page.goto("/admin?tab=communications");
    const total = (await page.getByText(/^[\d,]+ active subscribers?$/).textContent()) ?? "";
    expect(total).toMatch(total.startsWith("1 ") ? /^1 active subscriber$/ : /^[\d,]+ active subscribers$/);
    const table = page.getByRole("table", { name: "Newsletter subscribers" });
    await page.getByRole("textbox", { name: "Search subscribers" }).fill(confirmed);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(table.getByText(confirmed)).toBeVisible();
    await page.getByRole("textbox", { name: "Search subscribers" }).fill(pending);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/admin-pending/);
    await expect(page.getByText(pending)).toHaveCount(0);
    const csv = await page.request.get("/api/admin/newsletter/export");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const body = await csv.text();
    expect(body).toContain(confirmed);
    expect(body).not.toContain(pending);
  });

  test("users: search and role changes, never for the last admin", async ({ page }) => {
    await apiLogin(page, demo.admin);
    await page.goto("/admin?tab=users&q=lawyer%40demo");
    const table = page.getByRole("table", { name: "Users" });
    await expect(table.getByText("lawyer@demo.latitud.app", { exact: true })).toBeVisible();
    await expect(table.getByLabel("Role of lawyer@demo.latitud.app")).toHaveValue("lawyer");
    await expect(page.getByRole("form", { name: "Create a join link" })).toBeVisible();
  });

  test("admin APIs refuse visitors and members", async ({ page }) => {
    expect((await page.request.get("/api/admin/newsletter/export")).status()).toBe(401);
    await apiLogin(page, demo.member);
    const response = await page.request.get("/api/admin/newsletter/export");
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({
      error: "You need admin privileges to access this functionality.",
    });
  });
});
