"use client";

import type { Cursor } from "@/lib/community/cursor";
import type { ChatMessage, CommunityRefusal } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";

/**
 * The browser side of the community chat API (/api/community/*). A refusal carries the server's
 * message (already in the reader's language) when it sent one; the chat supplies its own otherwise.
 */
const base = "/api/community/messages";
const json = { "content-type": "application/json" };

/** A page of messages, and the number of the room's newest event (where live updates start). */
export type MessagePage = { data: ChatMessage[]; hasMore: boolean; cursor: Cursor };
/**
 * What a client missed after its cursor: new messages, changed messages as they now are, deleted ids,
 * and the cursor after them.
 */
export type Missed = {
  data: ChatMessage[];
  updated: ChatMessage[];
  deleted: string[];
  /** Hidden by members' reports, and shown again after review (lib/moderation). */
  hidden?: string[];
  restored?: ChatMessage[];
  cursor: Cursor;
};

async function errorOf(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  return body.error;
}

export async function fetchMessages(
  room: string,
  { before, limit = community.loadLimit }: { before?: number; limit?: number } = {},
): Promise<MessagePage> {
  const query = new URLSearchParams({
    room,
    limit: String(limit),
    ...(before !== undefined ? { before: String(before) } : {}),
  });
  const response = await fetch(`${base}?${query}`, { cache: "no-store" }).catch(() => null);
  if (!response?.ok) throw new Error(`messages ${response?.status ?? "offline"}`);
  return (await response.json()) as MessagePage;
}

/** What was missed since a cursor (the Pusher transport's catch-up after a reconnection). */
export async function fetchMissed(room: string, cursor: Cursor): Promise<Missed> {
  const query = new URLSearchParams({ room, after: String(cursor) });
  const response = await fetch(`${base}?${query}`, { cache: "no-store" }).catch(() => null);
  if (!response?.ok) throw new Error(`missed ${response?.status ?? "offline"}`);
  return (await response.json()) as Missed;
}

export type SendOutcome =
  | { kind: "sent"; message: ChatMessage }
  | { kind: "refused"; body: Partial<CommunityRefusal> }
  | { kind: "failed"; status: number; error?: string };

/**
 * Sends a message, or a reply in the thread of `parentId`; with an image, as a form upload to the
 * images route (the text is its caption).
 */
export async function postMessage(
  room: string,
  message: string,
  { parentId, image }: { parentId?: string; image?: File } = {},
): Promise<SendOutcome> {
  let body: BodyInit = JSON.stringify({ message, room, parent_id: parentId });
  if (image) {
    body = new FormData();
    body.set("room", room);
    body.set("message", message);
    body.set("file", image);
  }
  const response = await fetch(image ? "/api/community/images" : base, {
    method: "POST",
    headers: image ? undefined : json,
    body,
  }).catch(() => null);
  if (!response) return { kind: "failed", status: 0 };
  if (response.status === 201)
    return { kind: "sent", message: ((await response.json()) as { data: ChatMessage }).data };
  if (response.status === 429) {
    return { kind: "refused", body: (await response.json().catch(() => ({}))) as Partial<CommunityRefusal> };
  }
  return { kind: "failed", status: response.status, error: await errorOf(response) };
}

export type Failure = { ok: false; status: number; error?: string };

/** A change to a message answered with the message as it now is. */
async function changedMessage(
  url: string,
  method: string,
  body: unknown,
): Promise<{ ok: true; message: ChatMessage } | Failure> {
  const response = await fetch(url, { method, headers: json, body: JSON.stringify(body) }).catch(() => null);
  if (response?.ok) return { ok: true, message: ((await response.json()) as { data: ChatMessage }).data };
  if (!response) return { ok: false, status: 0 };
  return { ok: false, status: response.status, error: await errorOf(response) };
}

export const editMessage = (messageId: string, message: string) =>
  changedMessage(base, "PATCH", { messageId, message });

/** Turns the viewer's reaction on or off (idempotent). */
export const setReaction = (messageId: string, emoji: string, on: boolean) =>
  changedMessage("/api/community/reactions", "PUT", { messageId, emoji, on });

export async function deleteMessage(messageId: string): Promise<{ ok: true } | Failure> {
  const response = await fetch(base, {
    method: "DELETE",
    headers: json,
    body: JSON.stringify({ messageId }),
  }).catch(() => null);
  if (response?.ok) return { ok: true };
  if (!response) return { ok: false, status: 0 };
  return { ok: false, status: response.status, error: await errorOf(response) };
}

export async function muteMember(
  userId: string,
  minutes: number,
  reason?: string,
): Promise<{ ok: true; mutedUntil: string } | Failure> {
  const response = await fetch("/api/community/admin/mutes", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ userId, minutes, reason: reason || undefined }),
  }).catch(() => null);
  if (response?.status === 201)
    return {
      ok: true,
      mutedUntil: ((await response.json()) as { data: { mutedUntil: string } }).data.mutedUntil,
    };
  return response
    ? { ok: false, status: response.status, error: await errorOf(response) }
    : { ok: false, status: 0 };
}
