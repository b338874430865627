import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated `element` (it then carries React's props, `__reactProps…`, which
 * server-rendered HTML never has): a click before that is lost on a busy machine.
 */
export async function untilHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))), {
      timeout: 20_000,
    })
    .toBe(true);
}
