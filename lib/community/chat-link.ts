import { z } from "zod";

/**
 * Links into the chat: a room, and a message in it to scroll to (inside its thread for a reply).
 * Notifications build them; the chat page reads them back with `chatLinkSchema`.
 */
export type ChatLink = { room: string | null; message?: string | null; thread?: string | null };

export function chatHref({ room, message, thread }: ChatLink): string {
  const query = new URLSearchParams();
  if (room) query.set("room", room);
  if (thread) query.set("thread", thread);
  if (message) query.set("message", message);
  const search = query.toString();
  return search ? `/chat?${search}` : "/chat";
}

/** A malformed id is ignored: the room still opens. */
const optionalId = z.uuid().optional().catch(undefined);

export const chatLinkSchema = z.object({
  room: z.string().optional().catch(undefined),
  thread: optionalId,
  message: optionalId,
});
