import "server-only";
import { randomUUID } from "node:crypto";
import type { ChatIdentity } from "@/lib/chat-quota/identity";
import { visaChat } from "@/lib/config/chat";
import { db, type ChatMessageType } from "@/lib/services/database";
import { assistantNameFor } from "./personas";
import { chatTitle } from "./title";

/** Conversations belong to a user, or to an anonymous token until its owner logs in. */
function ownerWhere(identity: ChatIdentity) {
  return identity.kind === "user"
    ? { userId: identity.userId }
    : { anonymousToken: identity.anonymousToken, userId: null };
}

export type ChatSummary = { id: string; title: string; assistantName: string; updatedAt: Date };

/** The chat to continue: the one asked for (if it is the visitor's), else their latest, else a new one. */
export async function resolveChat(
  identity: ChatIdentity,
  chatId: string | null,
  assistantName?: string | null,
): Promise<ChatSummary> {
  if (chatId) {
    const chat = await db.visaChat.findFirst({ where: { id: chatId, ...ownerWhere(identity) } });
    if (chat) return chat;
  }
  const latest = await db.visaChat.findFirst({ where: ownerWhere(identity), orderBy: { updatedAt: "desc" } });
  return latest ?? createChat(identity, assistantName);
}

export async function createChat(
  identity: ChatIdentity,
  assistantName?: string | null,
): Promise<ChatSummary> {
  const id = randomUUID();
  return db.visaChat.create({
    data: {
      id,
      assistantName: assistantName ?? assistantNameFor(id),
      ...(identity.kind === "user"
        ? { userId: identity.userId }
        : { anonymousToken: identity.anonymousToken }),
    },
  });
}

/**
 * Stores a message and touches its chat, in one statement: the chat's first question becomes its
 * title (while it has the default one), and every message moves the chat to the top of the list.
 */
export async function addMessage(
  chatId: string,
  type: ChatMessageType,
  text: string,
): Promise<{ id: string; createdAt: Date }> {
  const now = new Date();
  const title = type === "user" ? chatTitle(text) : null;
  const rows = await db.$queryRaw<{ id: string; created_at: Date }[]>`
    WITH stored AS (
      INSERT INTO user_messages (id, chat_id, message_text, message_type, created_at)
      VALUES (${randomUUID()}::uuid, ${chatId}::uuid, ${text}, ${type}::"ChatMessageType", ${now})
      RETURNING id, created_at
    ), touched AS (
      UPDATE user_chats
      SET updated_at = ${now},
          title = CASE WHEN title = ${visaChat.defaultTitle} AND ${title}::text IS NOT NULL THEN ${title}::text ELSE title END
      WHERE id = ${chatId}::uuid
    )
    SELECT id, created_at FROM stored`;
  // An INSERT … RETURNING gives its row or throws.
  const message = rows[0]!;
  return { id: message.id, createdAt: message.created_at };
}

export type StoredMessage = { id: string; content: string; isUser: boolean; createdAt: Date };

/** The last `limit` messages, oldest first. */
export async function recentMessages(
  chatId: string,
  limit: number = visaChat.historyLimit,
): Promise<StoredMessage[]> {
  const rows = await db.visaChatMessage.findMany({
    where: { chatId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.reverse().map((m) => ({
    id: m.id,
    content: m.messageText,
    isUser: m.messageType === "user",
    createdAt: m.createdAt,
  }));
}

/** A chat with its recent messages, if it belongs to the visitor; their latest when no id is given. */
export async function loadChat(identity: ChatIdentity, chatId: string | null) {
  const chat = chatId
    ? await db.visaChat.findFirst({ where: { id: chatId, ...ownerWhere(identity) } })
    : await db.visaChat.findFirst({ where: ownerWhere(identity), orderBy: { updatedAt: "desc" } });
  if (!chat) return null;
  return {
    id: chat.id,
    title: chat.title,
    assistantName: chat.assistantName,
    messages: await recentMessages(chat.id),
  };
}

export async function listChats(userId: string, take = 30): Promise<ChatSummary[]> {
  return db.visaChat.findMany({
    where: { userId },
    orderBy: { updatedAt: "desc" },
    take,
    select: { id: true, title: true, assistantName: true, updatedAt: true },
  });
}

/** After login or registration: the visitor's anonymous chats become the user's. */
export async function claimAnonymousChats(userId: string, anonymousToken: string): Promise<number> {
  const result = await db.visaChat.updateMany({
    where: { anonymousToken, userId: null },
    data: { userId, anonymousToken: null },
  });
  return result.count;
}
