/**
 * Runs in the browser before the app's code. Pages allow no 'unsafe-eval' (lib/security/csp.ts):
 * zod's compiled object parsers probe for `new Function` when the first schema is built, and the
 * browser reports the refused probe as a Content-Security-Policy violation. Zod's `jitless` setting
 * (interpreted parsing, the same results) skips the probe. It is set on the configuration object
 * zod shares through globalThis, so no zod code joins every page's scripts for it
 * (tests/unit/zod-jitless.test.ts checks zod reads it).
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

export {};
