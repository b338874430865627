import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { canUseCommunity } from "./access";
import { consumePostLimits, refundPost } from "./limits";
import { createMessage } from "./messages";
import { activeMute, mutedMessage } from "./mutes";
import { isRoom } from "./rooms";
import type { ChatMessage, PostMessageInput } from "./schemas";

/**
 * Posting a message: premium access, a known room, not muted, within the rate limit and the daily
 * quota; then stored and published to every open client (one step: lib/community/room-order.ts).
 */
export async function postCommunityMessage(
  user: CurrentUser,
  input: PostMessageInput,
  now = new Date(),
): Promise<ChatMessage> {
  if (!canUseCommunity(user)) throw new AppError("forbidden", "The community chat is for premium members.");
  if (!isRoom(input.room)) throw new AppError("unprocessable", "Unknown room", { extra: { field: "room" } });
  const mute = await activeMute(user.id, now);
  if (mute)
    throw new AppError("forbidden", await mutedMessage(mute.mutedUntil), {
      extra: { mutedUntil: mute.mutedUntil.toISOString() },
    });
  await consumePostLimits(user, now);
  let message: ChatMessage;
  try {
    message = await createMessage(user.id, input.room, input.message, now);
  } catch (error) {
    await refundPost(user, now).catch(() => {});
    throw error;
  }
  return message;
}
