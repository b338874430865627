/**
 * instrumentation-client.ts turns zod's `jitless` on without importing zod (it runs on every page):
 * zod must read it, whether it loads before or after, so no schema probes for eval in the browser.
 */
it("zod reads the jitless setting made before it loads", async () => {
  await import("@/instrumentation-client");
  const { config } = await import("zod/v4/core");
  expect(config().jitless).toBe(true);
});
