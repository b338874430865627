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

export type SseStream = {
  response: Response;
  /** Sends a frame (text, or bytes already encoded); a failed write closes the stream. */
  write: (chunk: string | Uint8Array) => void;
  close: () => void;
  readonly closed: boolean;
};

/**
 * An event stream's life, shared by every stream we serve (a room's, a member's notifications):
 * the reconnection delay first, `onOpen` once it is open, a heartbeat comment every `heartbeatMs`
 * so proxies keep an idle stream, and after `maxAgeMs` a 'bye' event and the end (the browser
 * reconnects at once, which checks its access again). `onClose` runs once, however it ends: the
 * client leaving, the request aborted, a failed write or `close()`.
 */
export function openSseStream({
  signal,
  heartbeatMs,
  maxAgeMs,
  retryMs,
  onOpen,
  onClose,
}: {
  signal?: AbortSignal;
  heartbeatMs: number;
  maxAgeMs: number;
  retryMs: number;
  /** Runs while the stream is being built (before `openSseStream` returns): use the writer it gets. */
  onOpen: (write: (chunk: string | Uint8Array) => void) => void;
  onClose: () => void;
}): SseStream {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  const timers: NodeJS.Timeout[] = [];

  const write = (chunk: string | Uint8Array) => {
    if (closed || !controller) return;
    try {
      controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
    } catch {
      close();
    }
  };

  function close() {
    if (closed) return;
    closed = true;
    onClose();
    for (const timer of timers) clearTimeout(timer);
    try {
      controller?.close();
    } catch {
      // already closed by the client
    }
  }

  if (signal?.aborted) close();
  else signal?.addEventListener("abort", close, { once: true });

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      if (closed) return c.close();
      write(sseRetry(retryMs));
      onOpen(write);
      const heartbeat = setInterval(() => write(sseComment("heartbeat")), heartbeatMs);
      heartbeat.unref?.();
      timers.push(heartbeat);
      const maxAge = setTimeout(() => {
        write(sseEvent({ event: "bye", data: { reconnect: true } }));
        close();
      }, maxAgeMs);
      maxAge.unref?.();
      timers.push(maxAge);
    },
    cancel() {
      close();
    },
  });
  return {
    response: new Response(body, { headers: sseHeaders }),
    write,
    close,
    get closed() {
      return closed;
    },
  };
}
