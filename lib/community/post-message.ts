import type { CurrentUser } from "@/lib/auth/current-user";
import { canUseCommunity } from "./access";
import { consumePostLimits, refundPost } from "./limits";
import { createMessage } from "./messages";
import { activeMute, mutedMessage } from "./mutes";
import { refuse, type Outcome } from "./outcome";
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
): Promise<Outcome<ChatMessage>> {
  if (!canUseCommunity(user)) return refuse(403, "The community chat is for premium members.");
  if (!isRoom(input.room)) return refuse(422, "Unknown room", { field: "room" });
  const mute = await activeMute(user.id, now);
  if (mute) return refuse(403, mutedMessage(mute.mutedUntil), { mutedUntil: mute.mutedUntil.toISOString() });
  const refusal = await consumePostLimits(user, now);
  if (refusal) return { ok: false, refusal };
  let message: ChatMessage;
  try {
    message = await createMessage(user.id, input.room, input.message, now);
  } catch (error) {
    await refundPost(user, now).catch(() => {});
    throw error;
  }
  return { ok: true, data: message };
}
