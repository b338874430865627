import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { chatIdentity, type ChatIdentity } from "@/lib/chat-quota/identity";
import { visaChat } from "@/lib/config/chat";
import { db } from "@/lib/services/database";
import { APOLOGY_TEXT } from "@/lib/visa/answer";
import { sendVisaMessage, type ChatStreamEvent } from "@/lib/visa/send-message";
import { visaUsage } from "@/lib/visa/usage";
import { settle } from "../support/settle";

/**
 * The assistant API fails while a visitor waits: the sending flow with the OpenAI-compatible
 * assistant against a local server that speaks the streaming Chat Completions protocol and breaks
 * on demand. The visitor gets the tokens that arrived, then the apology (never `done`); the message
 * goes back to the daily quota; the half answer is not stored as the assistant's.
 */
type Mode = "ok" | "die-mid-stream" | "http-500" | "empty";
let mode: Mode = "ok";
let requests = 0;
let server: Server;

const answerParts = [
  "Colombia's **digital nomad visa** ",
  "(Visa V) lasts up to two years. ",
  "Check the official source before you apply.",
];

function chunk(delta: Record<string, string>, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: "chatcmpl-faults", object: "chat.completion.chunk", created: 1_767_225_600, model: "gpt-4o-mini", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

function answer(res: ServerResponse) {
  if (mode === "http-500") {
    res.writeHead(500, { "content-type": "application/json", "retry-after-ms": "10" });
    return void res.end(
      JSON.stringify({
        error: { message: "The server had an error while processing your request.", type: "server_error" },
      }),
    );
  }
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  if (mode === "empty") {
    res.write(chunk({ role: "assistant", content: "" }));
    res.write(chunk({}, "stop"));
    return void res.end("data: [DONE]\n\n");
  }
  res.write(chunk({ role: "assistant", content: answerParts[0]! }));
  res.write(chunk({ content: answerParts[1]! }));
  if (mode === "die-mid-stream") return void setTimeout(() => res.socket?.destroy(), 30);
  res.write(chunk({ content: answerParts[2]! }));
  res.write(chunk({}, "stop"));
  res.end("data: [DONE]\n\n");
}

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      requests++;
      answer(res);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  // Read once by lib/env on first use (the assistant is chosen then): set before any question.
  process.env.OPENAI_API_KEY = "faults-test-key";
  process.env.OPENAI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

beforeEach(() => {
  mode = "ok";
  requests = 0;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

let visitors = 0;
const anonymous = () =>
  chatIdentity(null, `anon_faults_visitor_${String(++visitors).padStart(8, "0")}`, `10.77.0.${visitors}`)!;

async function ask(
  identity: ChatIdentity,
  message: string,
  now: Date,
): Promise<ChatStreamEvent[] | { refused: string }> {
  const result = await settle(sendVisaMessage(identity, { message }, now));
  if (!result.ok) return { refused: String(result.limitType) };
  const events: ChatStreamEvent[] = [];
  for await (const event of result.data) events.push(event);
  return events;
}

const tokens = (events: ChatStreamEvent[]) => events.flatMap((e) => (e.type === "token" ? [e.text] : []));

describe("the assistant API fails mid-answer", () => {
  it.each<[string, Mode, string[], number]>([
    ["the stream dies after two chunks", "die-mid-stream", answerParts.slice(0, 2), 1],
    ["it answers HTTP 500 (retried once)", "http-500", [], 2],
    ["it streams an empty answer", "empty", [], 1],
  ])(
    "%s: the tokens so far, then the apology; the message is given back to the quota",
    async (_label, failure, expectedTokens, expectedRequests) => {
      const identity = anonymous();
      const now = new Date();
      mode = failure;
      const events = await ask(identity, "Does Colombia have a digital nomad visa?", now);
      if (!Array.isArray(events)) throw new Error(`refused: ${events.refused}`);
      expect(events[0]).toEqual(
        expect.objectContaining({ type: "meta", usage: { usageCount: 1, maxMessages: 3 } }),
      );
      expect(tokens(events)).toEqual(expectedTokens);
      expect(events.at(-1)).toEqual({ type: "error", message: APOLOGY_TEXT });
      expect(events.some((e) => e.type === "done")).toBe(false);
      expect(requests).toBe(expectedRequests);
      // The failed message does not count.
      expect(await visaUsage(identity, now)).toEqual(
        expect.objectContaining({ usageCount: 0, limitReached: false }),
      );
      // Stored: the question, not a half answer.
      const meta = events[0] as Extract<ChatStreamEvent, { type: "meta" }>;
      const stored = await db.visaChatMessage.findMany({
        where: { chatId: meta.chatId },
        orderBy: { createdAt: "asc" },
      });
      expect(stored.map((m) => m.messageType)).toEqual(["user"]);
    },
  );

  it("a visitor whose answers failed still gets all of the day's questions once the API is back", async () => {
    const identity = anonymous();
    const start = Date.now();
    // Spaced past the burst window, so only the daily quota (3 for anonymous visitors) decides.
    const at = (i: number) => new Date(start + i * (visaChat.burst.windowMs + 1));
    mode = "die-mid-stream";
    for (let i = 0; i < 2; i++)
      expect(((await ask(identity, `Question ${i}`, at(i))) as ChatStreamEvent[]).at(-1)).toEqual({
        type: "error",
        message: APOLOGY_TEXT,
      });
    mode = "ok";
    for (let i = 2; i < 5; i++) {
      const events = await ask(identity, `Question ${i}`, at(i));
      if (!Array.isArray(events)) throw new Error(`question ${i} refused: ${events.refused}`);
      expect(tokens(events).join("")).toBe(answerParts.join(""));
      expect(events.at(-1)).toEqual({ type: "done", messageId: expect.any(String) });
    }
    expect(await ask(identity, "One too many", at(5))).toEqual({ refused: "quota" });
    expect(await visaUsage(identity, at(5))).toEqual(
      expect.objectContaining({ usageCount: 3, limitReached: true }),
    );
  });
});
