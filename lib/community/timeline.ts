import type { ChatMessage } from "./schemas";

/**
 * The message list on the client: one entry per id, ordered by seq. Messages arrive from the first
 * load, 'Load earlier', the send response, realtime and catch-up, possibly twice; merging is idempotent.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (!incoming.length) return current as ChatMessage[];
  const known = new Set(current.map((m) => m.id));
  const added = incoming.filter((m) => !known.has(m.id) && (known.add(m.id), true));
  if (!added.length) return current as ChatMessage[];
  return [...current, ...added].sort((a, b) => a.seq - b.seq);
}

export function removeMessages(current: readonly ChatMessage[], ids: readonly string[]): ChatMessage[] {
  if (!ids.length) return current as ChatMessage[];
  const drop = new Set(ids);
  const kept = current.filter((m) => !drop.has(m.id));
  return kept.length === current.length ? (current as ChatMessage[]) : kept;
}

/** Messages changed (edited, and later replied to or reacted to) replace the copies the list holds. */
export function replaceMessages(
  current: readonly ChatMessage[],
  changed: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(changed.map((m) => [m.id, m]));
  if (!current.some((m) => byId.has(m.id))) return current as ChatMessage[];
  return current.map((m) => byId.get(m.id) ?? m);
}
