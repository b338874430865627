import "server-only";
import { createHash } from "node:crypto";
import { firstPaintScript } from "@/lib/config/first-paint-script";
import { env, isProduction } from "@/lib/env";
import { realtimeConfig } from "@/lib/services/realtime/config";
import { contentSecurityPolicy, realtimeConnectSources, securityHeaders } from "./csp";
import { fallbackDocumentHashes } from "./static-pages";

/**
 * The policies this deployment sends (lib/security/csp.ts builds them): per-request pages by a
 * nonce, prerendered documents by the hashes of their inline scripts.
 */
const development = env().NODE_ENV === "development";
const production = !development && isProduction();

const connectSources = () => realtimeConnectSources(realtimeConfig());

/** The root layout's first-paint script (every page): allowed by its hash everywhere. */
const firstPaintHash = `sha256-${createHash("sha256").update(firstPaintScript).digest("base64")}`;

export const responseSecurityHeaders = () => securityHeaders(production);

export const noncePolicy = (nonce: string) =>
  contentSecurityPolicy({
    nonce,
    hashes: [firstPaintHash],
    development,
    production,
    connectSources: connectSources(),
  });

export const hashPolicy = (hashes: string[]) =>
  contentSecurityPolicy({ hashes, development, production, connectSources: connectSources() });

/**
 * For an HTML page sent without a policy: Next.js's prerendered 404 or error page
 * (scripts/server.mjs adds it).
 */
export const fallbackDocumentPolicy = () => hashPolicy(fallbackDocumentHashes());
