import "server-only";
import { createHmac } from "node:crypto";
import { env, isProduction } from "@/lib/env";
import { httpPaymentProvider } from "./http-provider";
import { ProviderError, type PaymentProvider } from "./types";

/**
 * Which card provider this instance talks to. Environment variables (read on each call, so tests and
 * restarts see changes; empty counts as unset):
 *   CALI_API_URL              base URL of the real provider (paths /v1/… are appended). Set → the real
 *                             provider, and the local sandbox (/api/cali-sandbox) answers 404.
 *   CALI_API_TOKEN            sent as X-Api-Token. Required with CALI_API_URL.
 *   CALI_BUSINESS_UNIT_TOKEN  sent as X-Business-Unit-Token. Required with CALI_API_URL.
 *   CALI_WEBHOOK_SECRET       HMAC secret of the Cali-Signature header. Required with CALI_API_URL;
 *                             unset otherwise → derived from NEXTAUTH_SECRET (stable per install).
 *   CALI_WEBHOOK_URL          where webhooks are sent/registered; default {base}/api/webhooks/cali.
 *   CALI_SANDBOX              "on" allows the local sandbox in production (a demo deployment); off by default.
 *                             There its API tokens and webhook secret are derived from NEXTAUTH_SECRET
 *                             (secret per deployment) and its test controls (advance a renewal) are off.
 *   SITE_INTERNAL_URL         how this server reaches itself (sandbox calls, sandbox webhooks), e.g.
 *                             http://127.0.0.1:3000 behind a proxy; default NEXTAUTH_URL, then
 *                             http://localhost:$PORT (PORT default 3000).
 */
/**
 * The sandbox's documented credentials, for local and test runs only (README, tests, curl). A
 * deployment (APP_ENV production with CALI_SANDBOX=on) uses secrets derived from its own
 * NEXTAUTH_SECRET instead: the sandbox answers on the public internet there, and documented tokens
 * would let anyone cancel members' subscriptions or change a plan's price.
 */
export const SANDBOX_API_TOKEN = "sandbox_api_token";
export const SANDBOX_BUSINESS_UNIT_TOKEN = "sandbox_bu_token";
/** Used only when neither CALI_WEBHOOK_SECRET nor NEXTAUTH_SECRET exists (a bare development checkout). */
export const DEV_WEBHOOK_SECRET = "latitud-dev-cali-webhook-secret";

/** A sandbox secret of this deployment: HMAC of NEXTAUTH_SECRET (stable per install, unknown outside it). */
function derivedSecret(label: string): string | null {
  const nextAuthSecret = env().NEXTAUTH_SECRET?.trim();
  return nextAuthSecret
    ? createHmac("sha256", nextAuthSecret).update(`latitud:cali-sandbox:${label}:v1`).digest("hex")
    : null;
}

/**
 * Outside local and test runs there is no documented fallback: without NEXTAUTH_SECRET the sandbox
 * refuses to run.
 */
function sandboxSecret(label: string, documented: string): string {
  if (!isProduction()) return documented;
  const secret = derivedSecret(label);
  if (!secret) throw new ProviderError(503, "The card sandbox needs NEXTAUTH_SECRET in production", false);
  return secret;
}

/** The X-Api-Token and X-Business-Unit-Token the sandbox expects, and our adapter sends it. */
export function sandboxCredentials(): { apiToken: string; businessUnitToken: string } {
  return {
    apiToken: sandboxSecret("api-token", SANDBOX_API_TOKEN),
    businessUnitToken: sandboxSecret("business-unit-token", SANDBOX_BUSINESS_UNIT_TOKEN),
  };
}

/** The sandbox's development controls (renew a subscription now): local and test runs only. */
export const sandboxTestControlsEnabled = (): boolean => sandboxEnabled() && !isProduction();

/**
 * The sandbox exists only where no real provider is configured, and never in production unless
 * CALI_SANDBOX=on says so on purpose (a demo deployment): otherwise test cards would buy real
 * premium access.
 */
export const sandboxEnabled = (): boolean =>
  !env().CALI_API_URL && (!isProduction() || env().CALI_SANDBOX === "on");

export function siteInternalUrl(): string {
  const { SITE_INTERNAL_URL, NEXTAUTH_URL, PORT } = env();
  const base = SITE_INTERNAL_URL ?? NEXTAUTH_URL ?? `http://localhost:${PORT}`;
  return base.replace(/\/+$/, "");
}

export const sandboxBaseUrl = () => `${siteInternalUrl()}/api/cali-sandbox`;

function realProviderSettings(): { baseUrl: string; apiToken: string; businessUnitToken: string } | null {
  const {
    CALI_API_URL: baseUrl,
    CALI_API_TOKEN: apiToken,
    CALI_BUSINESS_UNIT_TOKEN: businessUnitToken,
  } = env();
  if (!baseUrl) return null;
  // Half a configuration must not fall back to the sandbox: that would take test cards in production.
  if (!apiToken || !businessUnitToken)
    throw new Error("CALI_API_URL is set but CALI_API_TOKEN or CALI_BUSINESS_UNIT_TOKEN is missing");
  return { baseUrl, apiToken, businessUnitToken };
}

export function paymentProvider(): PaymentProvider {
  const real = realProviderSettings();
  if (real) return httpPaymentProvider({ name: "cali", ...real });
  if (!sandboxEnabled())
    throw new ProviderError(
      503,
      "Card payments are not configured (set CALI_API_URL, or CALI_SANDBOX=on for a demo)",
      false,
    );
  return httpPaymentProvider({ name: "cali-sandbox", baseUrl: sandboxBaseUrl(), ...sandboxCredentials() });
}

/**
 * The webhook signing secret. Throws a ProviderError (503) when card payments are not configured:
 * a guessable secret would let anyone forge payment events.
 */
export function webhookSecret(): string {
  const { CALI_WEBHOOK_SECRET: configured, CALI_API_URL } = env();
  if (configured) return configured;
  if (CALI_API_URL)
    throw new ProviderError(503, "CALI_WEBHOOK_SECRET is required when CALI_API_URL is set", false);
  if (!sandboxEnabled()) throw new ProviderError(503, "Card payments are not configured", false);
  return sandboxSecret("webhook-secret", derivedSecret("webhook-secret") ?? DEV_WEBHOOK_SECRET);
}

export const webhookUrl = (): string => env().CALI_WEBHOOK_URL ?? `${siteInternalUrl()}/api/webhooks/cali`;
