import { env } from "@/lib/env";
import type { RateLimitRule } from "@/lib/rate-limit";

const minute = 60_000;
const hour = 60 * minute;

/** Every rate limit of the app, in one place. */
export const rateLimits = {
  registerPerIp: { name: "register-ip", limit: 10, windowMs: hour },
  resendConfirmationPerEmail: { name: "resend-email", limit: 3, windowMs: hour },
  resendConfirmationPerIp: { name: "resend-ip", limit: 10, windowMs: hour },
  passwordResetPerEmail: { name: "reset-email", limit: 3, windowMs: hour },
  passwordResetPerIp: { name: "reset-ip", limit: 10, windowMs: hour },
  avatarUploadPerUser: { name: "avatar-user", limit: 20, windowMs: hour },
  dataExportPerUser: { name: "export-user", limit: 10, windowMs: hour },
  communityReactPerUser: { name: "community-react-user", limit: 30, windowMs: minute },
  communityImagePerUser: { name: "community-image-user", limit: 20, windowMs: 24 * hour },
  leadPerIp: { name: "lead-ip", limit: 5, windowMs: hour },
} satisfies Record<string, RateLimitRule>;

/**
 * The budget every mutation (POST/PUT/PATCH/DELETE route handler, server action, sign-in) spends
 * from, per client IP and per signed-in user, on top of the specific rules above. Generous enough
 * for a coworking space behind one IP; MUTATION_LIMIT_PER_IP / MUTATION_LIMIT_PER_USER override it
 * (read per call, so operators and tests can tune it without a rebuild).
 */
export function mutationLimits(): { perIp: RateLimitRule; perUser: RateLimitRule } {
  const { MUTATION_LIMIT_PER_IP, MUTATION_LIMIT_PER_USER } = env();
  return {
    perIp: { name: "mutation-ip", limit: MUTATION_LIMIT_PER_IP, windowMs: minute },
    perUser: { name: "mutation-user", limit: MUTATION_LIMIT_PER_USER, windowMs: minute },
  };
}

/** Community chat messages per member per minute: 10, or COMMUNITY_POSTS_PER_MINUTE. */
export const communityPostLimit = (): RateLimitRule => ({
  name: "community-post-user",
  limit: env().COMMUNITY_POSTS_PER_MINUTE,
  windowMs: minute,
});

/** In English; sent in the reader's language (errors.server.common.tooManyRequests). */
export const tooManyRequestsMessage = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return `Too many requests. Please wait ${seconds} seconds and try again.`;
};
