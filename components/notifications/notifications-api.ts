"use client";

import type { NotificationInbox, MarkReadInput } from "@/lib/notifications/schemas";
import type { ClientRealtimeConfig } from "@/lib/services/realtime/types";

/** The browser side of /api/notifications: the bell's list, and marking read. */
export type InboxAnswer = NotificationInbox & { realtime: ClientRealtimeConfig };

export async function fetchInbox(): Promise<InboxAnswer> {
  const response = await fetch("/api/notifications", { cache: "no-store" }).catch(() => null);
  if (!response?.ok) throw new Error(`notifications ${response?.status ?? "offline"}`);
  return (await response.json()) as InboxAnswer;
}

/** Marks read; the unread count after it, or null when the call failed. */
export async function postMarkRead(input: MarkReadInput): Promise<number | null> {
  const response = await fetch("/api/notifications/read", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  }).catch(() => null);
  if (!response?.ok) return null;
  const body = (await response.json()) as { data: { unread: number } };
  return body.data.unread;
}
