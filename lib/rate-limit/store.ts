import "server-only";
/**
 * Where rate-limit counters live: PostgreSQL by default (shared by every instance, nothing more to
 * run), Redis when REDIS_URL is set. Both count hits per key and fixed window.
 */
export type Hit = { key: string; windowStart: Date; windowMs: number };

export interface RateLimitStore {
  readonly name: "postgres" | "redis";
  /** Adds one hit to the key's window and returns the window's count so far. */
  hit(key: string, windowStart: Date, windowMs: number): Promise<number>;
  /** hit for several keys at once (one round trip on PostgreSQL), their counts in the same order. */
  hitAll(hits: readonly Hit[]): Promise<number[]>;
  /** Drops windows that ended before `olderThan` (Redis expires them by itself). */
  prune(olderThan: Date): Promise<number>;
}
