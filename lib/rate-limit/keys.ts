import { z } from "zod";
import { positiveInteger } from "../env/fields";

/**
 * Counters in Redis when REDIS_URL is set (else PostgreSQL), the budget of every mutation per minute,
 * and the community chat's messages per member per minute.
 */
export const rateLimitKeys = z.object({
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  MUTATION_LIMIT_PER_IP: positiveInteger.default(300),
  MUTATION_LIMIT_PER_USER: positiveInteger.default(120),
  COMMUNITY_POSTS_PER_MINUTE: positiveInteger.max(10_000).default(10),
});
