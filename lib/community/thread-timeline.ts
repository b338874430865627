import type { ChatMessage, CommunityEvent } from "./schemas";
import { mergeMessages, removeMessages, replaceMessages } from "./timeline";

/**
 * Threads on the client. A reply is an event of its room like any message (live and caught up by
 * number); the room's main list leaves replies out and an open thread panel takes its parent's.
 */
export const isReply = (message: ChatMessage) => Boolean(message.parent_id);

/** An open thread: its parent (as it now is), its replies ordered by seq, and whether the parent is gone. */
export type ThreadState = { parent: ChatMessage; replies: ChatMessage[]; gone: boolean };

/**
 * An event of the room applied to an open thread: a new reply to its parent, a change to the parent
 * (its count of replies) or to a reply, a deletion, a hide by reports or a restore after review.
 * Anything else leaves the state as it was (the same object), as does an event applied twice.
 */
export function applyThreadEvent(state: ThreadState, event: CommunityEvent): ThreadState {
  if (event.room !== state.parent.room) return state;
  const withReplies = (replies: ChatMessage[]) => (replies === state.replies ? state : { ...state, replies });
  switch (event.type) {
    case "message.created":
      return event.message.parent_id === state.parent.id
        ? withReplies(mergeMessages(state.replies, [event.message]))
        : state;
    case "message.updated":
      return event.message.id === state.parent.id
        ? { ...state, parent: event.message }
        : withReplies(replaceMessages(state.replies, [event.message]));
    case "message.deleted":
    case "message.hidden":
      return event.id === state.parent.id
        ? { ...state, gone: true }
        : withReplies(removeMessages(state.replies, [event.id]));
    // Shown again after a moderator's review (lib/moderation): the parent, or one of its replies.
    case "message.restored":
      if (event.message.id === state.parent.id) return { ...state, parent: event.message, gone: false };
      return event.message.parent_id === state.parent.id
        ? withReplies(mergeMessages(state.replies, [event.message]))
        : state;
    default:
      return state;
  }
}
