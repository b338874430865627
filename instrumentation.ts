import { env, validateEnv } from "@/lib/env";

/**
 * Runs once when a server process starts (never during `next build`, whose workers must not open
 * the embedded database):
 * - validate the environment: a malformed variable stops the start with its name;
 * - on the embedded database, apply pending migrations before the first request (the start script
 *   also migrates; this covers `next start` run alone);
 * - start filling the news cache, so the first visitor of the home page gets news without waiting;
 * - start the email outbox's sweep: messages a previous process left undelivered go out now;
 * - start billing's periodic jobs (the dunning of past-due plans), the meetups' (reminders) and the
 *   notifications' email digest;
 * - give scripts/server.mjs what it needs of the app: the policy of prerendered documents, the
 *   languages, the shutdown clean-up.
 */
export async function register() {
  // Next.js inlines NEXT_RUNTIME at build time, which drops the Node-only code below from the edge bundle.
  // eslint-disable-next-line no-restricted-properties -- a build-time constant, not configuration
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  validateEnv();
  if (env().NEXT_PHASE === "phase-production-build") return;
  if (!env().DATABASE_URL) {
    const { databaseDriver } = await import("@/lib/services/database");
    const { applyMigrations } = await import("@/lib/services/database/migrations");
    const applied = await applyMigrations(databaseDriver().adapter);
    if (applied.length) console.log(`[db] embedded database migrated: ${applied.join(", ")}`);
  }
  const { warmNewsCache } = await import("@/lib/news/news-feed");
  warmNewsCache();
  const { startOutboxWorker, stopOutboxWorker } = await import("@/lib/services/email");
  startOutboxWorker();
  const { startBillingJobs, stopBillingJobs } = await import("@/lib/billing/jobs/worker");
  startBillingJobs();
  const { startMeetupJobs, stopMeetupJobs } = await import("@/lib/meetups/jobs");
  startMeetupJobs();
  const { startNotificationJobs, stopNotificationJobs } = await import("@/lib/notifications/jobs");
  startNotificationJobs();

  // Called by scripts/server.mjs for an HTML page Next.js sends without a policy (its prerendered 404
  // on paths the proxy does not run for).
  const { fallbackDocumentPolicy } = await import("@/lib/security/policies");
  (globalThis as { __latitudDocumentPolicy?: () => string }).__latitudDocumentPolicy = fallbackDocumentPolicy;

  // Called by scripts/server.mjs to know which language a prerendered document is in and when
  // next-intl would redirect or set the language cookie (scripts/lib/prerendered-documents.mjs).
  const { defaultLocale, locales } = await import("@/lib/i18n/locales");
  const { routing } = await import("@/lib/i18n/routing");
  // Without a named cookie (next-intl's defaults) the server leaves every document to Next.js.
  const cookie = typeof routing.localeCookie === "object" ? (routing.localeCookie.name ?? null) : null;
  const languages = cookie ? { locales: [...locales], defaultLocale, cookie } : null;
  (globalThis as { __latitudLanguages?: () => typeof languages }).__latitudLanguages = () => languages;

  // Called by scripts/server.mjs after the last request of a graceful shutdown.
  const { closeDatabase } = await import("@/lib/services/database");
  const { closeListenerHub } = await import("@/lib/services/realtime");
  const { closeRateLimitStore } = await import("@/lib/rate-limit");
  (globalThis as { __latitudShutdown?: () => Promise<void> }).__latitudShutdown = async () => {
    await stopBillingJobs().catch(() => {});
    await stopMeetupJobs().catch(() => {});
    await stopNotificationJobs().catch(() => {});
    await stopOutboxWorker().catch(() => {});
    await closeListenerHub().catch(() => {});
    await closeRateLimitStore().catch(() => {});
    await closeDatabase();
  };
}
