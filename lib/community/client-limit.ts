import { community } from "@/lib/config/community";

/**
 * The client's own limit (10 messages per sliding 60 s), checked before a message leaves the
 * browser; the server's limit is the authority. Returns the send times still in the window.
 */
export function checkClientLimit(
  sentAt: readonly number[],
  now: number,
  rule: { limit: number; windowMs: number } = community.clientRateLimit,
): { allowed: boolean; retryAfterMs: number; recent: number[] } {
  const recent = sentAt.filter((t) => now - t < rule.windowMs).sort((a, b) => a - b);
  if (recent.length < rule.limit) return { allowed: true, retryAfterMs: 0, recent };
  const oldest = recent[recent.length - rule.limit]!;
  const retryAfterMs = oldest + rule.windowMs - now;
  return {
    allowed: false,
    retryAfterMs: retryAfterMs > 0 ? retryAfterMs : community.clientRetryAfterDefaultMs,
    recent,
  };
}
