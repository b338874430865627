import type { CurrentUser } from "@/lib/auth/current-user";
import { quotaReachedMessage } from "@/lib/chat-quota/messages";
import { consumeQuota, dailyLimit, refundQuota } from "@/lib/chat-quota/quota";
import { community } from "@/lib/config/community";
import { rateLimits } from "@/lib/config/rate-limits";
import { consumeRateLimit } from "@/lib/rate-limit";
import { rateLimited } from "@/lib/errors";
import type { CommunityRefusal } from "./schemas";
import { isModerator } from "./access";

/**
 * The server's limits on posting: 10 messages per 60 s per user (fixed window in PostgreSQL, shared
 * by every instance), then the daily quota of quota_config (chatType 'community', 200 for
 * subscribers by default; admins are not counted, as in the visa chat).
 */
const subjects = (user: CurrentUser) => [`user:${user.id}`];

export async function communityDailyLimit(user: CurrentUser): Promise<number | null> {
  return isModerator(user) ? null : dailyLimit("subscribed", "community");
}

const refusal = ({ error, retryAfter, ...extra }: CommunityRefusal) => rateLimited(error, retryAfter, extra);

/**
 * Counts one post against both limits; a refusal is a 429 that says which limit, when to retry and
 * the counts.
 */
export async function consumePostLimits(user: CurrentUser, now = new Date()): Promise<void> {
  const rule = rateLimits.communityPostPerUser;
  const rate = await consumeRateLimit(rule, user.id, now);
  if (!rate.allowed) {
    throw refusal({
      error: community.text.rateLimited,
      chatType: "community",
      limitType: "rate",
      retryAfter: rate.retryAfterMs > 0 ? rate.retryAfterMs : community.serverRetryAfterDefaultMs,
      currentCount: rule.limit,
      maxCount: rule.limit,
    });
  }
  const limit = await communityDailyLimit(user);
  const quota = await consumeQuota(subjects(user), "community", limit, now);
  if (!quota.allowed && limit !== null) {
    throw refusal({
      error: await quotaReachedMessage(quota.count, limit),
      chatType: "community",
      limitType: "quota",
      retryAfter: quota.retryAfterMs,
      currentCount: quota.count,
      maxCount: limit,
    });
  }
}

/** Gives a post back to the daily quota (it could not be stored). */
export async function refundPost(user: CurrentUser, now = new Date()): Promise<void> {
  await refundQuota(subjects(user), "community", now);
}
