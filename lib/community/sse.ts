/** Server-sent events framing (text/event-stream). JSON has no raw newlines, so data is one line. */
export function sseEvent({ id, event, data }: { id?: string; event?: string; data: unknown }): string {
  return `${id !== undefined ? `id: ${id}\n` : ""}${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`;
}

export const sseComment = (text: string) => `: ${text.replace(/\n/g, " ")}\n\n`;

/** Tells EventSource how long to wait before reconnecting on its own. */
export const sseRetry = (ms: number) => `retry: ${ms}\n\n`;

export const sseHeaders = {
  "content-type": "text/event-stream; charset=utf-8",
  // no-transform: compression would buffer the stream.
  "cache-control": "no-cache, no-store, no-transform",
  connection: "keep-alive",
  "x-accel-buffering": "no",
} as const;
