import type { CurrentUser } from "@/lib/auth/current-user";
import { accountCreatedAt } from "@/lib/auth/users";
import { quotaReachedMessage } from "@/lib/chat-quota/messages";
import { consumeQuota, refundQuota, type QuotaHolder } from "@/lib/chat-quota/quota";
import { community } from "@/lib/config/community";
import { communityPostLimit } from "@/lib/config/rate-limits";
import { consumeRateLimit } from "@/lib/rate-limit";
import { rateLimited } from "@/lib/errors";
import type { CommunityRefusal } from "./schemas";
import { isModerator } from "./access";

/**
 * The server's limits on posting: 10 messages per 60 s per user (COMMUNITY_POSTS_PER_MINUTE) (fixed window in PostgreSQL, shared
 * by every instance), 3 per 30 s for accounts younger than 3 days (admins aside), then the daily quota of quota_config (chatType 'community', 200 for
 * subscribers by default; admins are not counted, as in the visa chat).
 */
const subjects = (user: CurrentUser) => [`user:${user.id}`];

const quotaHolder = (user: CurrentUser): QuotaHolder => (isModerator(user) ? "unlimited" : "subscribed");

const refusal = ({ error, retryAfter, ...extra }: CommunityRefusal) => rateLimited(error, retryAfter, extra);

/** In English; sent in the reader's language (errors.server.communityFlood.newAccount). */
export function newAccountLimitMessage(): string {
  const { newAccountPost, newAccountAgeMs } = community.flood;
  const seconds = Math.round(newAccountPost.windowMs / 1000);
  const days = Math.round(newAccountAgeMs / 86_400_000);
  return `New members can send ${newAccountPost.limit} messages every ${seconds} seconds for their first ${days} days. Please wait a moment.`;
}

async function isNewAccount(user: CurrentUser, now: Date): Promise<boolean> {
  if (isModerator(user)) return false;
  const createdAt = await accountCreatedAt(user.id);
  return createdAt !== null && now.getTime() - createdAt.getTime() < community.flood.newAccountAgeMs;
}

/**
 * Counts one post against every limit; a refusal is a 429 that says which limit, when to retry and
 * the counts.
 */
export async function consumePostLimits(user: CurrentUser, now = new Date()): Promise<void> {
  const rule = communityPostLimit();
  // The read goes along with the first hit: one round trip of the database instead of two.
  const [rate, isNew] = await Promise.all([consumeRateLimit(rule, user.id, now), isNewAccount(user, now)]);
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
  if (isNew) {
    const rule = community.flood.newAccountPost;
    const rate = await consumeRateLimit(rule, user.id, now);
    if (!rate.allowed)
      throw refusal({
        error: newAccountLimitMessage(),
        chatType: "community",
        limitType: "rate",
        retryAfter: rate.retryAfterMs > 0 ? rate.retryAfterMs : community.serverRetryAfterDefaultMs,
        currentCount: rule.limit,
        maxCount: rule.limit,
      });
  }
  const quota = await consumeQuota(subjects(user), "community", quotaHolder(user), now);
  const limit = quota.limit;
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
