// A server-sent-events client for the realtime benchmarks: opens one stream over node:http, reads
// its frames, resolves `ready` at the stream's 'ready' event and notes when each new message arrived
// (by its text: the benchmarks post unique texts).
import { request, type Agent, type IncomingMessage } from "node:http";
import { performance } from "node:perf_hooks";

export type SseClient = {
  group: number;
  ready: Promise<void>;
  arrivals: Map<string, number>;
  close: () => void;
};

export function openSseClient({
  url,
  group,
  agent,
  headers = {},
}: {
  url: string;
  group: number;
  agent: Agent;
  headers?: Record<string, string>;
}): SseClient {
  const arrivals = new Map<string, number>();
  let markReady: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => ((markReady = resolve), (fail = reject)));
  let buffer = "";
  const target = new URL(url);
  const req = request(
    {
      host: target.hostname,
      port: target.port,
      path: `${target.pathname}${target.search}`,
      agent,
      headers: { accept: "text/event-stream", ...headers },
    },
    (res: IncomingMessage) => {
      if (res.statusCode !== 200) fail(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes("event: ready")) markReady();
          // A new message's text, without parsing the whole frame (500 clients share the bench's CPU).
          if (frame.includes('"type":"message.created"')) {
            const text = /"message":"((?:[^"\\]|\\.)*)"/.exec(frame)?.[1];
            if (text !== undefined) arrivals.set(JSON.parse(`"${text}"`) as string, now);
          }
          end = buffer.indexOf("\n\n");
        }
      });
    },
  );
  req.on("error", (error) => fail(error));
  req.end();
  // A client closed before it was ready must not leave an unhandled rejection behind.
  ready.catch(() => {});
  return { group, ready, arrivals, close: () => req.destroy() };
}
