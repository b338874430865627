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

/** A settled check's value, or its refusal thrown. */
function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === "rejected") throw result.reason;
  return result.value;
}

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
  // The checks that only read go to the database side by side; their refusals keep this order.
  const [mute, parent, mentions] = await Promise.allSettled([
    activeMute(user.id, now),
    input.parent_id ? threadParent(input.parent_id) : null,
    resolveMentions(input.message),
  ]);
  const muted = settled(mute);
  if (muted)
    throw new AppError("forbidden", await mutedMessage(muted.mutedUntil), {
      extra: { mutedUntil: muted.mutedUntil.toISOString() },
    });
  const thread = settled(parent);
  const { text, mentioned } = settled(mentions);
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
    message = thread
      ? await createReply(user.id, thread, text, now)
      : await createMessage(user.id, input.room, text, now, stored);
  } catch (error) {
    await Promise.all([refundPost(user, now), claim.release(), stored?.discard()]).catch(() => {});
    throw error;
  }
  await notifyMentions(message, mentioned);
  return message;
}
