import { expect, test, type Page } from "@playwright/test";
import { runAdminTestPayment } from "./support/admin-payment";
import { apiLogin, demo } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { providerOnlySubscription } from "./support/sandbox";

/** The page is never wider than the screen (tables scroll inside their own frame). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

// One after the other: two "Run now" at the same moment would be one run and one refusal.
test.describe.configure({ mode: "serial" });

for (const width of [360, 1280]) {
  test.describe(`billing operations at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the admin sees the webhook log, replays an event, runs reconciliation and sees the report", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await apiLogin(page, demo.admin);
      await page.goto("/admin");
      await runAdminTestPayment(page);

      // The sandbox's payment webhook lands in the log (a one-off charge: acknowledged, ignored).
      const log = page.getByRole("table", { name: "Webhook log" });
      await expect
        .poll(async () => {
          await page.goto("/admin?tab=payments&outcome=ignored");
          return log.getByRole("row").filter({ hasText: "$1.00" }).count();
        })
        .toBeGreaterThan(0);
      await expect(page.getByRole("combobox", { name: "Outcome" })).toHaveValue("ignored");
      // This test's event, by its id (other tests add events meanwhile).
      const label = await log
        .getByRole("row")
        .filter({ hasText: "$1.00" })
        .first()
        .getByRole("button", { name: /^Replay event / })
        .getAttribute("aria-label");
      const row = log.getByRole("row").filter({ hasText: (label ?? "").replace("Replay event ", "") });
      await expect(row.getByText("Ignored", { exact: true })).toBeVisible();
      await expect(row.getByText("payment.approved", { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoPageOverflow(page);
      await page.screenshot({ path: `/tmp/ops-shots/webhook-log-${width}.png`, fullPage: true });

      // Replay, after a confirmation: applied again, nothing else changes.
      await row.getByRole("button", { name: /^Replay event / }).click();
      const confirm = page.getByRole("alertdialog", { name: "Replay this event?" });
      await expect(confirm).toContainText("payment.approved");
      await page.screenshot({ path: `/tmp/ops-shots/replay-dialog-${width}.png` });
      await confirm.getByRole("button", { name: "Replay event" }).click();
      await expect(page.getByText("Event replayed: Ignored")).toBeVisible({ timeout: 20_000 });
      await expect(row.getByText(/^Replayed /)).toBeVisible();
      await expect(row.getByRole("cell").nth(3)).toHaveText("2");

      // Reconciliation: a subscription only the provider has is drift. Run now, then the report
      // says when, how many were checked and what differs.
      const stranger = await providerOnlySubscription(page.request);
      const section = page.getByRole("region", { name: "Reconciliation" });
      await section.getByRole("button", { name: "Run now" }).click();
      await expect(page.getByText(/^Reconciliation finished: \d+ subscriptions? checked/)).toBeVisible({
        timeout: 30_000,
      });
      await expect(section.getByText(/^Last run .*: \d+ subscriptions? checked\.$/)).toBeVisible();
      await expect(section.getByText(/^\d+ differences? found$/).first()).toBeVisible();
      const drift = section.getByRole("listitem").filter({ hasText: stranger });
      await expect(drift).toContainText("Active at the provider (active) but not here (absent)");
      await expect(drift).toContainText("Member: unknown member");
      await expectNoSeriousA11yViolations(page);
      await expectNoPageOverflow(page);
      await page.screenshot({ path: `/tmp/ops-shots/payments-tab-${width}.png`, fullPage: true });

      // The dashboard says so in one line, with a link to the report.
      await page.goto("/admin");
      const notice = page.getByText(/^The last reconciliation \(.*\) found \d+ differences? between/);
      await expect(notice).toBeVisible();
      await page.screenshot({ path: `/tmp/ops-shots/dashboard-notice-${width}.png` });
      await notice.getByRole("link", { name: "See the report" }).click();
      await expect(page.getByRole("region", { name: "Reconciliation" })).toBeVisible();
    });
  });
}
