import "server-only";
import Redis from "ioredis";
import type { RateLimitStore } from "./store";

// INCR and the expiry in one step: a window's key disappears by itself once the window is over.
const HIT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

/**
 * Fixed windows in Redis (REDIS_URL), for deployments that want limits off the database. Keys are
 * `latitud:rl:<rule>:<subject>:<window start>`, so nothing needs pruning.
 */
export function redisStore(url: string, prefix = "latitud:rl:"): RateLimitStore & { close(): Promise<void> } {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
    connectionName: "latitud-rate-limit",
  });
  redis.on("error", () => {}); // reconnects by itself; a failing hit() reports the problem to its caller
  return {
    name: "redis",
    async hit(key, windowStart, windowMs) {
      const ttl = windowStart.getTime() + windowMs - Date.now() + 1_000;
      const count = await redis.eval(
        HIT,
        1,
        `${prefix}${key}:${windowStart.getTime()}`,
        String(Math.max(1_000, ttl)),
      );
      return Number(count);
    },
    async hitAll(hits) {
      return Promise.all(hits.map(({ key, windowStart, windowMs }) => this.hit(key, windowStart, windowMs)));
    },
    async prune() {
      return 0;
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
