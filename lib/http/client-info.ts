/**
 * The client's IP address and user agent, from request headers. scripts/server.mjs replaces
 * X-Forwarded-For with the one trusted address (the socket's, or TRUST_PROXY_HOPS proxies back), so
 * the right-most entry is the client; under `next dev` the header is Next's own.
 */
export type ClientInfo = { ip: string; userAgent: string | null };

export const USER_AGENT_MAX = 500;

export function clientInfoFromHeaders(headers: Headers): ClientInfo {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const candidate = forwarded.at(-1) ?? headers.get("x-real-ip") ?? "unknown";
  const ip = candidate.replace(/^::ffff:/, "").slice(0, 64);
  const userAgent = headers.get("user-agent")?.slice(0, USER_AGENT_MAX) ?? null;
  return { ip, userAgent };
}
