import "server-only";
/**
 * Where rate-limit counters live: PostgreSQL by default (shared by every instance, nothing more to
 * run), Redis when REDIS_URL is set. Both count hits per key and fixed window.
 */
export interface RateLimitStore {
  readonly name: "postgres" | "redis";
  /** Adds one hit to the key's window and returns the window's count so far. */
  hit(key: string, windowStart: Date, windowMs: number): Promise<number>;
  /** Drops windows that ended before `olderThan` (Redis expires them by itself). */
  prune(olderThan: Date): Promise<number>;
}
