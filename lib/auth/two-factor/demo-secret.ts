/**
 * The demo admin's authenticator secret. Public on purpose: demo accounts exist only outside
 * production (prisma/seed.ts). Add it to an authenticator app (manual key, TOTP, SHA-1, 6 digits,
 * 30 s) to log in as admin@demo.latitud.app locally; the browser tests compute codes from it.
 * No imports, so the e2e helpers can read it without loading the app.
 */
export const DEMO_ADMIN_EMAIL = "admin@demo.latitud.app";
export const DEMO_ADMIN_TOTP_SECRET = "LATITUDDEMOADMINTOTPSECRET234567";
