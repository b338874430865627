"use client";

import type { ChatMessage } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";

/** A thread as GET /api/community/threads/<id> answers it: the parent and a page of its replies. */
export type ThreadPage = { parent: ChatMessage; data: ChatMessage[]; hasMore: boolean };

/** The thread of `parentId` (the newest replies, or those before `before`); null when it is gone (404). */
export async function fetchThread(
  parentId: string,
  { before, limit = community.loadLimit }: { before?: number; limit?: number } = {},
): Promise<ThreadPage | null> {
  const query = new URLSearchParams({
    limit: String(limit),
    ...(before !== undefined ? { before: String(before) } : {}),
  });
  const response = await fetch(`/api/community/threads/${parentId}?${query}`, { cache: "no-store" }).catch(
    () => null,
  );
  if (response?.status === 404) return null;
  if (!response?.ok) throw new Error(`thread ${response?.status ?? "offline"}`);
  return (await response.json()) as ThreadPage;
}
