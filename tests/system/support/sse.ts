import type { Visitor } from "./http";

/** One server-sent event (text/event-stream framing). */
export type SseEvent = { id?: string; event: string; data: string };

export type SseStream = {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Resolves with the first event (seen or to come) matching `match`. */
  next: (match: (event: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

/** Opens an SSE stream as the visitor and parses it as it arrives. */
export async function openSse(
  visitor: Visitor,
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, {
    ...visitor.init(base, { headers: { accept: "text/event-stream", ...headers } }),
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<{ match: (event: SseEvent) => boolean; done: (event: SseEvent) => void }>();
  const push = (event: SseEvent) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.delete(waiter);
        waiter.done(event);
      }
    }
  };

  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: "message", data: "" };
          const data: string[] = [];
          let fields = 0;
          for (const line of block.split("\n")) {
            if (!line || line.startsWith(":")) continue;
            const at = line.indexOf(":");
            const field = at < 0 ? line : line.slice(0, at);
            const value = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
            fields++;
            if (field === "data") data.push(value);
            else if (field === "event") event.event = value;
            else if (field === "id") event.id = value;
          }
          if (!fields || !data.length) continue;
          event.data = data.join("\n");
          push(event);
        }
      }
    } catch {
      // closed by us (abort) or by the server
    }
  })();

  return {
    status: response.status,
    headers: response.headers,
    events,
    ended,
    next(match, timeoutMs = 10_000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((done, fail) => {
        const waiter = {
          match,
          done: (event: SseEvent) => {
            clearTimeout(timer);
            done(event);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          fail(
            new Error(
              `No matching server-sent event within ${timeoutMs} ms; got: ${events.map((e) => `${e.event} ${e.data.slice(0, 80)}`).join(" | ") || "nothing"}`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => controller.abort(),
  };
}
