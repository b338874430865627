import type { CurrentUser } from "@/lib/auth/current-user";
import { canUseCommunity, isModerator } from "./access";
import { findLiveMessage, markDeleted } from "./messages";
import { refuse, type Outcome } from "./outcome";
import { publishDeleted } from "./publish";

/** Members delete their own messages; admins delete anyone's (moderation). Every client removes it live. */
export async function deleteCommunityMessage(user: CurrentUser, messageId: string, now = new Date()): Promise<Outcome<{ id: string }>> {
  if (!canUseCommunity(user)) return refuse(403, "The community chat is for premium members.");
  const message = await findLiveMessage(messageId);
  if (!message) return refuse(404, "Message not found");
  if (message.userId !== user.id && !isModerator(user)) return refuse(403, "You can only delete your own messages");
  if (!(await markDeleted(message.id, user.id, now))) return refuse(404, "Message not found");
  await publishDeleted({ id: message.id, seq: Number(message.seq), room: message.room }, now.getTime());
  return { ok: true, data: { id: message.id } };
}
