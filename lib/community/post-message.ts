import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { notifyMentions, resolveMentions } from "@/lib/notifications/mention-resolve";
import { canUseCommunity } from "./access";
import { claimFreshText } from "./duplicates";
import { consumePostLimits, refundPost } from "./limits";
import { createMessage } from "./messages";
import { activeMute, mutedMessage } from "./mutes";
import { isRoom } from "./rooms";
import { storeMessageImage } from "./images";
import type { ChatMessage } from "./schemas";
import { createReply, threadParent } from "./threads";

/**
 * Posting a message: premium access, a known room, not muted, not the same text as a moment ago
 * (409), within the rate limits and the daily quota; then stored and published to every open client
 * (one step: lib/community/room-order.ts). With `parent_id` it is a reply in that message's thread
 * (in its room), under the same rules. A message may carry an image (then its text, a caption, may
 * be empty): it counts against the images' daily limit too and is stored before the message.
 * Mentions are checked and rewritten before storing, and the members mentioned are notified after.
 */
export async function postCommunityMessage(
  user: CurrentUser,
  input: { message: string; room: string; parent_id?: string },
  now = new Date(),
  image?: Buffer,
): Promise<ChatMessage> {
  if (!canUseCommunity(user)) throw new AppError("forbidden", "The community chat is for premium members.");
  if (!isRoom(input.room)) throw new AppError("unprocessable", "Unknown room", { extra: { field: "room" } });
  const mute = await activeMute(user.id, now);
  if (mute)
    throw new AppError("forbidden", await mutedMessage(mute.mutedUntil), {
      extra: { mutedUntil: mute.mutedUntil.toISOString() },
    });
  const parent = input.parent_id ? await threadParent(input.parent_id) : null;
  const { text, mentioned } = await resolveMentions(input.message);
  // An image without a caption is not a repeated text.
  const claim =
    image && !input.message ? { release: async () => {} } : await claimFreshText(user.id, input.message, now);
  try {
    await consumePostLimits(user, now);
  } catch (error) {
    await claim.release().catch(() => {});
    throw error;
  }
  let stored: Awaited<ReturnType<typeof storeMessageImage>> | undefined;
  let message: ChatMessage;
  try {
    if (image) stored = await storeMessageImage(user, image, now);
    message = parent
      ? await createReply(user.id, parent, text, now)
      : await createMessage(user.id, input.room, text, now, stored);
  } catch (error) {
    await Promise.all([refundPost(user, now), claim.release(), stored?.discard()]).catch(() => {});
    throw error;
  }
  await notifyMentions(message, mentioned);
  return message;
}
