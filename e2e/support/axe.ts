import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits until nothing on the page is mid-transition: half-way through a fade (a toast coming or
 * going) text has a contrast it never has at rest. Endless animations (spinners) do not count. A page
 * that does not settle within 5 s is scanned as it is.
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
}

const scanOnce = async (page: Page) =>
  (
    await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
  ).violations.filter((v) => v.impact === "serious" || v.impact === "critical");

/**
 * Fails on serious or critical accessibility violations (WCAG 2.1 A/AA rules), judged at rest. A
 * violation found is checked once more after the page settles again: a toast that started sliding in
 * between the wait and the scan is judged at rest too, while a real violation is there both times.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await settled(page);
  let serious = await scanOnce(page);
  if (serious.length) {
    await page.waitForTimeout(500);
    await settled(page);
    serious = await scanOnce(page);
  }
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n  ")}`,
  );
  expect(report, `Accessibility violations on ${page.url()}`).toEqual([]);
}
