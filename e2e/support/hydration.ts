import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated `element` and committed that hydration. React marks an element
 * with its props (`__reactProps…`, which server-rendered HTML never has) while it renders, before
 * it commits; an event in between is lost (a `change` is not replayed), which a busy machine shows.
 * Committed means the root (and any Suspense boundary around the element) is no longer dehydrated.
 */
export async function untilHydrated(element: Locator) {
  await expect
    .poll(
      () =>
        element.evaluate((el) => {
          type Fiber = { tag: number; return: Fiber | null; stateNode: unknown; memoizedState: unknown };
          const key = Object.keys(el).find((name) => name.startsWith("__reactFiber"));
          if (!key || !Object.keys(el).some((name) => name.startsWith("__reactProps"))) return false;
          // React's fiber tags: 3 is the root, 13 a Suspense boundary.
          for (
            let fiber = (el as unknown as Record<string, Fiber>)[key] ?? null;
            fiber;
            fiber = fiber.return
          ) {
            if (fiber.tag === 13 && fiber.memoizedState !== null) return false;
            if (fiber.tag === 3) {
              const root = fiber.stateNode as { current: { memoizedState: { isDehydrated?: boolean } } };
              return root.current.memoizedState.isDehydrated === false;
            }
          }
          return false;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}
