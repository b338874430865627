import "server-only";
import { getToken } from "next-auth/jwt";
import { mutationLimits } from "@/lib/config/rate-limits";
import { env } from "@/lib/env";
import { clientInfoFromHeaders } from "@/lib/http/client-info";
import { consumeRateLimits, type RateLimitDecision, type RateLimitRule } from ".";

/**
 * The one rate limit of every mutation: route handlers (lib/http/api.ts), server actions
 * (lib/actions/validated-action.ts) and sign-in (app/api/auth/[...nextauth]). It counts per
 * client IP and, when a session cookie is present, per user.
 */
export type Requester = { ip: string; userId: string | null };

export function isMutation(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}

/**
 * Who is asking: the client IP (set by scripts/server.mjs) and the user id inside the signed,
 * encrypted session cookie. No database read: a revoked session still counts against its user.
 */
export async function requesterOf(headers: Headers, cookies: Record<string, string>): Promise<Requester> {
  const { ip } = clientInfoFromHeaders(headers);
  let userId: string | null = null;
  const secret = env().NEXTAUTH_SECRET;
  if (secret && Object.keys(cookies).some((name) => name.includes("next-auth.session-token"))) {
    const token = await getToken({
      req: { headers: Object.fromEntries(headers.entries()), cookies } as never,
      secret,
    }).catch(() => null);
    userId = typeof token?.sub === "string" ? token.sub : null;
  }
  return { ip, userId };
}

export function cookiesOf(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at <= 0) continue;
    const value = part.slice(at + 1).trim();
    try {
      out[part.slice(0, at).trim()] = decodeURIComponent(value);
    } catch {
      out[part.slice(0, at).trim()] = value;
    }
  }
  return out;
}

/**
 * `account`: the account a sign-in names (its email), which spends from the per-user budget as
 * well, so many addresses cannot flood one account either.
 */
export async function limitMutation(
  { ip, userId }: Requester,
  account?: string | null,
): Promise<RateLimitDecision> {
  const { perIp, perUser } = mutationLimits();
  const checks: Array<[RateLimitRule, string]> = [[perIp, ip]];
  if (userId) checks.push([perUser, userId]);
  if (account) checks.push([perUser, `email:${account}`]);
  return consumeRateLimits(checks);
}
