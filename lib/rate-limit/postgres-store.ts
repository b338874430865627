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
  async hitAll(hits) {
    if (hits.length === 1) return [await this.hit(hits[0]!.key, hits[0]!.windowStart, hits[0]!.windowMs)];
    if (Math.random() < PRUNE_CHANCE) void this.prune(new Date(Date.now() - DAY)).catch(() => {});
    // One row per key (a key's window is its rule's current one; a key named twice gets both hits),
    // in key order: parallel statements lock shared buckets in the same order, so never deadlock.
    const buckets = new Map<string, { windowStart: Date; hits: number }>();
    for (const { key, windowStart } of hits)
      buckets.set(key, { windowStart, hits: (buckets.get(key)?.hits ?? 0) + 1 });
    const keys = [...buckets.keys()].sort();
    const counted = await db.$queryRaw<{ key: string; count: number }[]>`
      INSERT INTO rate_limit_buckets (key, window_start, count)
      SELECT key, window_start AT TIME ZONE 'UTC', hits
      FROM unnest(${keys}::text[], ${keys.map((k) => buckets.get(k)!.windowStart.toISOString())}::timestamptz[],
        ${keys.map((k) => buckets.get(k)!.hits)}::int[]) WITH ORDINALITY AS hit(key, window_start, hits, n)
      ORDER BY n
      ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + EXCLUDED.count
      RETURNING key, count`;
    const count = new Map(counted.map((row) => [row.key, Number(row.count)]));
    // As separate hits would count: a key's first hit sees its count before the others.
    const seen = new Map<string, number>();
    return hits.map(({ key }) => {
      const nth = (seen.get(key) ?? 0) + 1;
      seen.set(key, nth);
      return count.get(key)! - buckets.get(key)!.hits + nth;
    });
  },
  async prune(olderThan) {
    const result = await db.rateLimitBucket.deleteMany({ where: { windowStart: { lt: olderThan } } });
    return result.count;
  },
};
