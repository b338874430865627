import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible Chat Completions server that streams its answer slowly (server-sent
 * chat.completion.chunk objects, then [DONE]), so a visa question stays in flight for a while.
 */
export type FakeOpenAi = {
  baseURL: string;
  answer: string;
  requests: () => number;
  close: () => Promise<void>;
};

export async function startSlowOpenAi({ chunks = 12, everyMs = 250 } = {}): Promise<FakeOpenAi> {
  const parts = Array.from({ length: chunks }, (_, i) => `Part ${i + 1} of a careful answer about visas. `);
  let requests = 0;
  const chunk = (delta: Record<string, string>, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: "chatcmpl-system", object: "chat.completion.chunk", created: 1_767_225_600, model: "gpt-4o-mini", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      requests++;
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        connection: "keep-alive",
      });
      let i = 0;
      const timer = setInterval(() => {
        if (i < parts.length) {
          res.write(chunk(i === 0 ? { role: "assistant", content: parts[i]! } : { content: parts[i]! }));
          i++;
          return;
        }
        clearInterval(timer);
        res.write(chunk({}, "stop"));
        res.end("data: [DONE]\n\n");
      }, everyMs);
      res.on("close", () => clearInterval(timer));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    answer: parts.join(""),
    requests: () => requests,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
