import "server-only";
import { db } from "@/lib/services/database";
import type { RateLimitStore } from "./store";

/**
 * Fixed windows in the rate_limit_buckets table: one atomic upsert per hit, so parallel requests
 * on any number of app instances cannot overshoot a limit.
 */
const PRUNE_CHANCE = 0.001;
const DAY = 24 * 60 * 60 * 1000;

export const postgresStore: RateLimitStore = {
  name: "postgres",
  async hit(key, windowStart) {
    // Now and then, drop windows that ended long ago (the longest rule is an hour).
    if (Math.random() < PRUNE_CHANCE) void this.prune(new Date(Date.now() - DAY)).catch(() => {});
    const rows = await db.$queryRaw<{ count: number }[]>`
      INSERT INTO rate_limit_buckets (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1
      RETURNING count`;
    return Number(rows[0]!.count);
  },
  async prune(olderThan) {
    const result = await db.rateLimitBucket.deleteMany({ where: { windowStart: { lt: olderThan } } });
    return result.count;
  },
};
