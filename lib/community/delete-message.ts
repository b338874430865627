import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { canUseCommunity, isModerator } from "./access";
import { findLiveMessage, markDeleted } from "./messages";

/**
 * Members delete their own messages; admins delete anyone's (moderation). The deletion is an event
 * of the room with its own number: every client removes the message, live or when it reconnects.
 */
export async function deleteCommunityMessage(
  user: CurrentUser,
  messageId: string,
  now = new Date(),
): Promise<{ id: string }> {
  if (!canUseCommunity(user)) throw new AppError("forbidden", "The community chat is for premium members.");
  const message = await findLiveMessage(messageId);
  if (!message) throw new AppError("not_found", "Message not found");
  if (message.userId !== user.id && !isModerator(user))
    throw new AppError("forbidden", "You can only delete your own messages");
  if (!(await markDeleted(message, user.id, now))) throw new AppError("not_found", "Message not found");
  return { id: message.id };
}
