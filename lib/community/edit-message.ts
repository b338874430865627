import type { CurrentUser } from "@/lib/auth/current-user";
import { community } from "@/lib/config/community";
import { AppError } from "@/lib/errors";
import { notifyMentions, resolveMentions } from "@/lib/notifications/mention-resolve";
import { canUseCommunity } from "./access";
import { editOwnMessage, findLiveMessage } from "./messages";
import type { ChatMessage, EditMessageInput } from "./schemas";

/**
 * Members edit their own messages for 10 minutes after posting (moderators delete, they never edit
 * someone's words). The edit is one conditional UPDATE; when it changes nothing, the reason is read
 * afterwards only to say which rule refused it.
 */
export async function editCommunityMessage(
  user: CurrentUser,
  input: EditMessageInput,
  now = new Date(),
): Promise<ChatMessage> {
  if (!canUseCommunity(user)) throw new AppError("forbidden", community.text.premiumOnly);
  const message = await findLiveMessage(input.messageId);
  if (!message) throw new AppError("not_found", "Message not found");
  if (message.userId !== user.id) throw new AppError("forbidden", "You can only edit your own messages");
  // Mentions as when posting; a member mentioned before is not notified again (notify dedupes).
  const { text, mentioned } = await resolveMentions(input.message);
  const edited = await editOwnMessage(message, user.id, text, community.editWindowMs, now);
  if (edited) {
    await notifyMentions(edited, mentioned);
    return edited;
  }
  if (!(await findLiveMessage(input.messageId))) throw new AppError("not_found", "Message not found");
  throw new AppError("conflict", "Messages can only be edited in the first 10 minutes");
}
