/**
 * The Content-Security-Policy of every page. Scripts are allowed in one of two strict ways, never
 * with 'unsafe-inline':
 * - pages rendered per request carry a fresh nonce, with 'strict-dynamic' so scripts loaded by
 *   trusted scripts are trusted too;
 * - prerendered (static) pages list the SHA-256 of each of their inline scripts (computed after the
 *   build, scripts/lib/csp-manifest.mjs) and allow same-origin script files.
 */
export type CspOptions = {
  nonce?: string;
  hashes?: string[];
  development: boolean;
  production: boolean;
  connectSources?: string[];
};

export function contentSecurityPolicy({
  nonce,
  hashes = [],
  development,
  production,
  connectSources = [],
}: CspOptions): string {
  const quotedHashes = hashes.map((h) => `'${h}'`);
  const scripts = nonce
    ? [`'nonce-${nonce}'`, "'strict-dynamic'", ...quotedHashes]
    : ["'self'", ...quotedHashes];
  // React's development build evaluates code for its debugging aids.
  if (development) scripts.push("'unsafe-eval'");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scripts,
    // Next.js and Radix set inline style attributes; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...connectSources],
    "frame-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  // Only where the site is served over HTTPS: a local trial over http://localhost must keep working.
  if (production) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** The other security headers of every response. HSTS only in production (it sticks for a year). */
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** Where the browser may open connections besides our origin: the Pusher endpoints when Pusher runs. */
export function realtimeConnectSources(
  config:
    | { transport: "sse" }
    | { transport: "pusher"; cluster: string; wsHost?: string; wsPort?: number; useTLS: boolean },
): string[] {
  if (config.transport !== "pusher") return [];
  if (config.wsHost) {
    const port = config.wsPort ? `:${config.wsPort}` : "";
    return [
      `${config.useTLS ? "wss" : "ws"}://${config.wsHost}${port}`,
      `${config.useTLS ? "https" : "http"}://${config.wsHost}${port}`,
    ];
  }
  return [`wss://ws-${config.cluster}.pusher.com`, `https://sockjs-${config.cluster}.pusher.com`];
}
