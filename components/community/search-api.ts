"use client";

import type { SearchPage } from "@/lib/community/search-schemas";
import type { ChatMessage } from "@/lib/community/schemas";

/** The browser side of the room search (/api/community/search). Errors carry the server's message. */
export async function fetchSearch(room: string, q: string, before?: number | null): Promise<SearchPage> {
  const query = new URLSearchParams({ room, q, ...(before ? { before: String(before) } : {}) });
  return getJson<SearchPage>(`/api/community/search?${query}`);
}

/** The live messages around a result, oldest first. */
export async function fetchSearchContext(room: string, seq: number): Promise<ChatMessage[]> {
  const query = new URLSearchParams({ room, seq: String(seq) });
  return (await getJson<{ data: ChatMessage[] }>(`/api/community/search/context?${query}`)).data;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: "no-store" }).catch(() => null);
  if (!response) throw new Error("offline");
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `search ${response.status}`);
  return body;
}
