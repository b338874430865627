"use client";

import { createContext, useContext } from "react";
import type { ChatMessage } from "@/lib/community/schemas";

/**
 * What the viewer can do to a message, handed down once by the room (community-chat.tsx) to every
 * message instead of through the list's props. The value is memoised by the room, so the memoised
 * messages re-render only when their own message changes. A new action (reply, react, report) adds
 * its field here and its button in the message.
 */
export type MessageActions = {
  viewerId: string;
  canModerate: boolean;
  edit: (id: string, text: string) => Promise<boolean>;
  /** Asks for confirmation first (DeleteMessageDialog). */
  requestDelete: (message: ChatMessage) => void;
  requestMute: (message: ChatMessage) => void;
  /** Opens the report dialog (components/moderation/report-dialog.tsx). */
  requestReport: (message: ChatMessage) => void;
  /** Opens the message's thread panel; absent inside a thread (threads are one level). */
  openThread?: (message: ChatMessage) => void;
  /** Turns the viewer's reaction to a message on or off. */
  react: (messageId: string, emoji: string, on: boolean) => void;
};

export const MessageActionsContext = createContext<MessageActions | null>(null);

export function useMessageActions(): MessageActions {
  const actions = useContext(MessageActionsContext);
  if (!actions) throw new Error("useMessageActions outside MessageActionsContext");
  return actions;
}
