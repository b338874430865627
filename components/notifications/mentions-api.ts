"use client";

import type { MentionSuggestion } from "@/lib/notifications/schemas";

/** Community members whose name starts with `query` (at most 8); empty when the call fails. */
export async function fetchMentionSuggestions(
  query: string,
  signal: AbortSignal,
): Promise<MentionSuggestion[]> {
  const response = await fetch(`/api/mentions?${new URLSearchParams({ q: query })}`, {
    cache: "no-store",
    signal,
  }).catch(() => null);
  if (!response?.ok) return [];
  return ((await response.json()) as { data: MentionSuggestion[] }).data;
}
