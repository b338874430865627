"use client";

import type { Locale } from "@/lib/i18n/locales";
import type { ChatStreamEvent } from "@/lib/visa/send-message";
import type { VisaUsage } from "@/lib/visa/usage";

/** The browser side of the visa chat API. */
export type HistoryChat = {
  id: string;
  title: string;
  assistantName: string;
  messages: { id: string; content: string; isUser: boolean }[];
};
export type ChatRefusalBody = {
  error: string;
  limitType: "rate" | "quota";
  retryAfter: number;
  currentCount?: number;
  maxCount?: number;
};

const headers = (token: string | null) => ({
  "content-type": "application/json",
  ...(token ? { "x-anonymous-token": token } : {}),
});

export async function fetchUsage(token: string | null): Promise<VisaUsage> {
  const response = await fetch("/api/chat/visa/usage", { headers: headers(token), cache: "no-store" });
  if (!response.ok) throw new Error(`usage ${response.status}`);
  return (await response.json()) as VisaUsage;
}

export async function fetchHistory(token: string | null, chatId?: string): Promise<HistoryChat | null> {
  const response = await fetch(`/api/chat/visa/history${chatId ? `?chatId=${chatId}` : ""}`, {
    headers: headers(token),
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`history ${response.status}`);
  return ((await response.json()) as { chat: HistoryChat | null }).chat;
}

export async function fetchChats(): Promise<{ id: string; title: string; updatedAt: string }[]> {
  const response = await fetch("/api/chat/visa/chats", { cache: "no-store" });
  if (!response.ok) return [];
  return ((await response.json()) as { chats: { id: string; title: string; updatedAt: string }[] }).chats;
}

export async function startChat(): Promise<HistoryChat> {
  const response = await fetch("/api/chat/visa/chats", { method: "POST" });
  if (!response.ok) throw new Error(`new chat ${response.status}`);
  return ((await response.json()) as { chat: HistoryChat }).chat;
}

export async function claimChats(token: string): Promise<void> {
  await fetch("/api/chat/visa/claim", {
    method: "POST",
    headers: headers(null),
    body: JSON.stringify({ anonymousToken: token }),
  });
}

export type SendOutcome =
  | { kind: "refused"; status: number; body: ChatRefusalBody }
  | { kind: "stream"; events: AsyncIterable<ChatStreamEvent> }
  | { kind: "failed"; error?: string };

/**
 * Sends a question; an accepted one comes back as a stream of JSON lines. `locale` is the page's
 * language (the answer follows the question's; the page's decides when the question does not tell).
 */
export async function sendQuestion(
  token: string | null,
  message: string,
  chatId: string | null,
  assistantName: string,
  locale: Locale,
): Promise<SendOutcome> {
  const response = await fetch("/api/chat/visa/messages", {
    method: "POST",
    headers: headers(token),
    body: JSON.stringify({ message, chatId, assistantName, locale }),
  });
  if (response.status === 429)
    return { kind: "refused", status: 429, body: (await response.json()) as ChatRefusalBody };
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    return { kind: "failed", error: body.error };
  }
  return { kind: "stream", events: readLines(response.body) };
}

async function* readLines(body: ReadableStream<Uint8Array>): AsyncIterable<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value ?? new Uint8Array(), { stream: !done });
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) yield JSON.parse(line) as ChatStreamEvent;
      newline = buffer.indexOf("\n");
    }
    if (done) return;
  }
}
