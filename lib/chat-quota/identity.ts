import type { CurrentUser } from "@/lib/auth/current-user";
import type { QuotaRole } from "@/lib/services/database";

/**
 * Who is chatting, for quotas and history: a signed-in user, or an anonymous visitor known by the
 * token the browser keeps ('anon_' + random) and by IP.
 */
export type ChatIdentity =
  | { kind: "user"; userId: string; role: QuotaRole; isAdmin: boolean; subjects: string[] }
  | { kind: "anonymous"; anonymousToken: string; role: "anonymous"; isAdmin: false; subjects: string[] };

export const anonymousTokenPattern = /^anon_[A-Za-z0-9_-]{16,64}$/;

export function chatIdentity(
  user: CurrentUser | null,
  anonymousToken: string | null,
  ip: string,
): ChatIdentity | null {
  if (user) {
    return {
      kind: "user",
      userId: user.id,
      role: user.subscribed ? "subscribed" : "registered",
      isAdmin: user.role === "admin",
      subjects: [`user:${user.id}`],
    };
  }
  if (!anonymousToken || !anonymousTokenPattern.test(anonymousToken)) return null;
  return {
    kind: "anonymous",
    anonymousToken,
    role: "anonymous",
    isAdmin: false,
    subjects: [`anon:${anonymousToken}`, `ip:${ip}`],
  };
}
