import type { CurrentUser } from "@/lib/auth/current-user";
import { canUseCommunity, isModerator } from "./access";
import { findLiveMessage, markDeleted } from "./messages";
import { refuse, type Outcome } from "./outcome";

/**
 * Members delete their own messages; admins delete anyone's (moderation). The deletion is an event
 * of the room with its own number: every client removes the message, live or when it reconnects.
 */
export async function deleteCommunityMessage(
  user: CurrentUser,
  messageId: string,
  now = new Date(),
): Promise<Outcome<{ id: string }>> {
  if (!canUseCommunity(user)) return refuse(403, "The community chat is for premium members.");
  const message = await findLiveMessage(messageId);
  if (!message) return refuse(404, "Message not found");
  if (message.userId !== user.id && !isModerator(user))
    return refuse(403, "You can only delete your own messages");
  if (!(await markDeleted(message, user.id, now))) return refuse(404, "Message not found");
  return { ok: true, data: { id: message.id } };
}
