import type { CurrentUser } from "@/lib/auth/current-user";
import { community } from "@/lib/config/community";
import { rateLimits } from "@/lib/config/rate-limits";
import { AppError, rateLimited } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit";
import { canUseCommunity } from "./access";
import { findLiveMessage } from "./messages";
import { activeMute, mutedMessage } from "./mutes";
import type { ReactInput } from "./reaction-schemas";
import { setReaction } from "./reactions";
import type { ChatMessage } from "./schemas";

/**
 * Reacting to a message: premium members, not muted, at most 30 reactions per minute (one counter in
 * PostgreSQL for every instance), on a live message (404); answers the message with its new counts.
 */
export async function reactToMessage(
  user: CurrentUser,
  input: ReactInput,
  now = new Date(),
): Promise<ChatMessage> {
  if (!canUseCommunity(user)) throw new AppError("forbidden", community.text.premiumOnly);
  const rate = await consumeRateLimit(rateLimits.communityReactPerUser, user.id, now);
  if (!rate.allowed) throw rateLimited(community.text.reactTooFast, rate.retryAfterMs);
  const mute = await activeMute(user.id, now);
  if (mute) throw new AppError("forbidden", await mutedMessage(mute.mutedUntil));
  const message = await findLiveMessage(input.messageId);
  const changed = message && (await setReaction(message, user.id, input.emoji, input.on, now));
  if (!changed) throw new AppError("not_found", "Message not found");
  return changed;
}
