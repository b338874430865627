import { expect, test, type Page } from "@playwright/test";
import { apiLogin, demo } from "./support/auth";
import { publicRoutes } from "./support/routes";
import { startStallingProxy } from "./support/stalling-proxy";

// A phone on a slow network paints a page before all of its HTML has arrived. Whatever it painted
// must not be pushed around by what arrives next: content that appears above earlier content (a
// panel moved up with CSS `order`, say) is a layout shift, counted in the page's CLS. Each page is
// cut a quarter, half and three quarters through its <main>, painted during the pause, then read to
// the end.

/** One layout-shift entry: its score and the elements that moved. */
type Shift = { value: number; sources: string[] };

async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      type Rect = { x: number; y: number; width: number; height: number };
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; previousRect: Rect; currentRect: Rect }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const rect = ({ x, y, width, height }: Rect) => [x, y, width, height].map(Math.round).join(",");
        const sources = entry.sources.map(
          ({ node, previousRect, currentRect }) =>
            `${node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join(".")}` : String(node?.nodeName)} ${rect(previousRect)} → ${rect(currentRect)}`,
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

type Cut = { label: string; at: (html: string) => number };

/** The position `fraction` of the way through the page's <main> element. */
function throughMain(fraction: number): Cut {
  return {
    label: `cut at ${fraction * 100}% of <main>`,
    at: (html) => {
      const start = html.indexOf("<main");
      const end = html.indexOf("</main>", start);
      expect(start, "the page has a <main>").toBeGreaterThan(0);
      return Math.round(start + (end - start) * fraction);
    },
  };
}
const throughMainCuts = [throughMain(0.25), throughMain(0.5), throughMain(0.75)];

/** Just after the bottom nav's `count`th item: the browser may paint a list it has not finished reading. */
function afterBottomNavItem(count: number): Cut {
  return {
    label: `cut after the bottom nav's item ${count}`,
    at: (html) => {
      let at = html.indexOf("data-bottom-nav-items");
      expect(at, "the page has the bottom nav").toBeGreaterThan(0);
      for (let i = 0; i < count; i++) at = html.indexOf("</li>", at) + "</li>".length;
      return at;
    },
  };
}

async function shiftsWhileArriving(
  page: Page,
  proxy: Awaited<ReturnType<typeof startStallingProxy>>,
  path: string,
  cuts = throughMainCuts,
) {
  const results: { cut: string; total: number; shifts: Shift[] }[] = [];
  for (const cut of cuts) {
    proxy.cutPagesAt(cut.at);
    await page.goto(proxy.base + path, { waitUntil: "commit" });
    // Mid-pause: a screenshot makes the browser paint what it has read so far.
    await page.waitForTimeout(proxy.pauseMs / 2);
    await page.screenshot();
    await page.waitForLoadState("load");
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    results.push({ cut: cut.label, total: shifts.reduce((sum, s) => sum + s.value, 0), shifts });
  }
  return results;
}

test.describe("layout stability while a page arrives", () => {
  let proxy: Awaited<ReturnType<typeof startStallingProxy>>;
  test.beforeAll(async ({ baseURL }) => {
    proxy = await startStallingProxy(baseURL!);
  });
  test.afterAll(async () => proxy.close());

  for (const path of publicRoutes) {
    test(`${path} does not shift when painted before its HTML has fully arrived`, async ({ page }) => {
      await recordLayoutShifts(page);
      for (const { cut, total, shifts } of await shiftsWhileArriving(page, proxy, path)) {
        // Google calls a CLS under 0.1 'good'; these pages should not shift at all.
        expect(total, `${path}, ${cut}: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
      }
    });
  }

  test("the checkout (order summary above the form on a phone) does not shift either, nor a member's bottom nav", async ({
    page,
  }) => {
    await apiLogin(page, demo.member);
    // A returning member: an earlier page of this site learnt the session, so the bottom nav keeps
    // Chat's place from the first paint (components/auth/signed-in-hint.ts).
    await page.goto(proxy.base + "/");
    await expect(
      page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: /Chat/ }),
    ).toBeVisible();
    await recordLayoutShifts(page);
    for (const { cut, total, shifts } of await shiftsWhileArriving(page, proxy, "/checkout?plan=monthly")) {
      expect(total, `checkout, ${cut}: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
    }
  });

  test("the bottom nav's items keep their places while its list arrives, for a visitor and for a member", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    const cuts = [afterBottomNavItem(1), afterBottomNavItem(3)];
    for (const { cut, total, shifts } of await shiftsWhileArriving(page, proxy, "/cities", cuts)) {
      expect(total, `visitor, ${cut}: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
    }
    await apiLogin(page, demo.member);
    await page.goto(proxy.base + "/");
    await expect(
      page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: /Chat/ }),
    ).toBeVisible();
    for (const { cut, total, shifts } of await shiftsWhileArriving(page, proxy, "/cities", [
      ...cuts,
      afterBottomNavItem(4),
    ])) {
      expect(total, `member, ${cut}: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
    }
  });
});
