import http from "node:http";
import type { AddressInfo } from "node:net";
import { retrievePassages } from "@/lib/visa/retrieval";
import {
  HISTORY_MESSAGE_CHARS,
  HISTORY_MESSAGES,
  PASSAGES_CHARS,
  openAiAssistant,
} from "@/lib/services/assistant/openai";
import type { AssistantInput } from "@/lib/services/assistant/types";
import { factSchema } from "@/lib/visa/facts/schema";

/**
 * Contract test of the OpenAI assistant against a local server that speaks the Chat Completions
 * streaming protocol (server-sent events of chat.completion.chunk objects, then [DONE]), so the
 * request we send and the stream we parse are checked without the network.
 */

type Recorded = { method?: string; url?: string; authorization?: string; body: Record<string, unknown> };
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let server: http.Server;
let baseURL: string;
let handler: Handler;
let requests: Recorded[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      requests.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      });
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
});

function chunkEvent(content: string, first: boolean): string {
  const chunk = {
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 1_767_225_600,
    model: "gpt-4o-mini",
    choices: [{ index: 0, delta: first ? { role: "assistant", content } : { content }, finish_reason: null }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

function startStream(res: http.ServerResponse) {
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
}

function streamAll(res: http.ServerResponse, parts: string[]) {
  startStream(res);
  parts.forEach((part, i) => res.write(chunkEvent(part, i === 0)));
  const stop = {
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 1_767_225_600,
    model: "gpt-4o-mini",
    choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
  };
  res.write(`data: ${JSON.stringify(stop)}\n\n`);
  res.end("data: [DONE]\n\n");
}

const question = "Does Colombia have a digital nomad visa and how much income do I need?";
const longHistory = Array.from({ length: 12 }, (_, i) => ({
  role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
  content: `message ${i} ` + "x".repeat(3_000),
}));

function input(overrides: Partial<AssistantInput> = {}): AssistantInput {
  return {
    question,
    history: longHistory,
    passages: retrievePassages(question, { limit: 6 }),
    assistantName: "Lati",
    language: "en",
    ...overrides,
  };
}

async function collect(iterable: AsyncIterable<string>, into: string[]): Promise<void> {
  for await (const chunk of iterable) into.push(chunk);
}

describe("OpenAI visa assistant (contract with a local Chat Completions server)", () => {
  const streamed = [
    "Yes — Colombia has the ",
    "**Visa V** for digital nomads. ",
    "You need at least 3 minimum wages a month ",
    "([Cancillería](https://www.cancilleria.gov.co/tramites_servicios/visa)).",
  ];

  it("sends a bounded, grounded streaming request and yields the streamed text", async () => {
    handler = (_req, res) => streamAll(res, streamed);
    const assistant = openAiAssistant({ apiKey: "test-key", baseURL, model: "gpt-4o-mini" });
    expect(assistant.name).toBe("openai");

    const chunks: string[] = [];
    await collect(assistant.answer(input()), chunks);
    expect(chunks).toEqual(streamed);
    expect(chunks.join("")).toBe(streamed.join(""));

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer test-key");

    const body = request!.body as {
      model: string;
      stream: boolean;
      max_tokens: number;
      temperature: number;
      messages: Array<{ role: string; content: string }>;
    };
    expect(body).toMatchObject({ model: "gpt-4o-mini", stream: true, max_tokens: 700, temperature: 0.2 });

    const [system, context, facts, ...rest] = body.messages;
    expect(facts?.role).toBe("system");
    expect(facts?.content).toMatch(/^Fact records for this question/);
    expect(system?.role).toBe("system");
    expect(system?.content).toContain("You are Lati");
    for (const rule of [
      "Latin America",
      "answer only from them",
      "Markdown links",
      "don't know",
      "lawyer",
      "never legal advice",
      "language the user writes in",
      "concise",
    ]) {
      expect(system?.content).toContain(rule);
    }

    const passages = input().passages;
    expect(context?.role).toBe("system");
    expect(context?.content).toContain(passages[0]!.text);
    expect(context?.content).toContain(passages[0]!.sources[0]!.url);
    expect(context?.content).toContain(`last reviewed ${passages[0]!.lastReviewed}`);
    expect(context!.content.length).toBeLessThanOrEqual(PASSAGES_CHARS + 200);

    // Only the last 8 history messages, each cut to 1,000 characters, then the question.
    const history = rest.slice(0, -1);
    expect(history).toHaveLength(HISTORY_MESSAGES);
    expect(history.map((m) => m.role)).toEqual(longHistory.slice(-HISTORY_MESSAGES).map((m) => m.role));
    expect(history[0]?.content.startsWith("message 4 ")).toBe(true);
    for (const m of history) expect(m.content.length).toBeLessThanOrEqual(HISTORY_MESSAGE_CHARS);
    expect(rest.at(-1)).toEqual({ role: "user", content: question });
  });

  it("puts the fact records and the answering rules in the prompt", async () => {
    handler = (_req, res) => streamAll(res, ["No."]);
    const fact = factSchema.parse({
      id: "uruguay-digital-nomad-application",
      program: "uruguay-digital-nomad",
      kind: "application",
      value: { type: "none" },
      nationalities: "all",
      text: {
        en: "You apply online after you arrive.",
        es: "Se solicita en línea después de llegar.",
        pt: "O pedido é feito online depois da chegada.",
      },
      source: {
        title: "gub.uy – Hoja de identidad provisoria",
        url: "https://www.gub.uy/tramites/hoja-identidad-provisoria",
        quote: "El trámite se inicia en línea una vez en el país.",
      },
      verifiedOn: "2026-11-20",
      confidence: "unverified",
    });
    await collect(
      openAiAssistant({ apiKey: "test-key", baseURL, model: "gpt-4o-mini" }).answer(
        input({ language: "es", facts: [fact], eligibilityHref: "/es/visa/eligibility?income=2500" }),
      ),
      [],
    );
    const messages = (requests[0]!.body as { messages: Array<{ content: string }> }).messages;
    for (const rule of ["Yes or No only when", "say No first", "Never promise", "does not cover", "footnote"])
      expect(messages[0]!.content).toContain(rule);
    expect(messages[2]!.content).toContain(
      "[F1] application (all passports; unverified, checked 2026-11-20): Se solicita en línea después de llegar.",
    );
    expect(messages[2]!.content).toContain("(https://www.gub.uy/tramites/hoja-identidad-provisoria)");
    expect(messages[2]!.content).toContain("(/es/visa/eligibility?income=2500)");
  });

  it("drops links to pages it was not given, even when a link is split across stream chunks", async () => {
    const given = input().passages[0]!.sources[0]!.url;
    handler = (_req, res) =>
      streamAll(res, [
        "Colombia has the Visa V [1]. See [the Cancill",
        `ería](${given.slice(0, 20)}`,
        `${given.slice(20)}) and [a blog](https://nomad-blog.example/col`,
        "ombia-visa) or https://invented.example/page. Also ",
        "https://www.cancilleria.gov.co/tramites_servicios/visa and [check](/visa/eligibility?income=3000).",
      ]);
    const chunks: string[] = [];
    await collect(
      openAiAssistant({ apiKey: "test-key", baseURL, model: "gpt-4o-mini" }).answer(input()),
      chunks,
    );
    const answer = chunks.join("");
    expect(answer).toBe(
      `Colombia has the Visa V [1]. See [the Cancillería](${given}) and a blog or . Also ` +
        "https://www.cancilleria.gov.co/tramites_servicios/visa and [check](/visa/eligibility?income=3000).",
    );
    expect(chunks.length).toBeGreaterThan(2); // still streamed, not buffered to the end
  });

  it("throws after yielding the first chunks when the connection drops mid-stream", async () => {
    handler = (_req, res) => {
      startStream(res);
      res.write(chunkEvent(streamed[0]!, true));
      res.write(chunkEvent(streamed[1]!, false));
      setTimeout(() => res.socket?.destroy(), 50);
    };
    const chunks: string[] = [];
    await expect(
      collect(openAiAssistant({ apiKey: "test-key", baseURL, model: "gpt-4o-mini" }).answer(input()), chunks),
    ).rejects.toThrow();
    expect(chunks).toEqual(streamed.slice(0, 2));
    expect(requests).toHaveLength(1); // a stream that has started is never replayed
  });

  it.each([500, 429])("throws on HTTP %i after a single retry", async (status) => {
    handler = (_req, res) => {
      res.writeHead(status, { "content-type": "application/json", "retry-after-ms": "10" });
      res.end(
        JSON.stringify({
          error: {
            message: "upstream trouble",
            type: status === 429 ? "rate_limit_exceeded" : "server_error",
          },
        }),
      );
    };
    const chunks: string[] = [];
    await expect(
      collect(openAiAssistant({ apiKey: "test-key", baseURL, model: "gpt-4o-mini" }).answer(input()), chunks),
    ).rejects.toMatchObject({ status });
    expect(chunks).toEqual([]);
    expect(requests).toHaveLength(2);
  });

  it("makes exactly one request with maxRetries: 0", async () => {
    handler = (_req, res) => {
      res.writeHead(503, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "unavailable" } }));
    };
    await expect(
      collect(
        openAiAssistant({ apiKey: "test-key", baseURL, model: "gpt-4o-mini", maxRetries: 0 }).answer(input()),
        [],
      ),
    ).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it("passes the abort signal through to the request", async () => {
    handler = (_req, res) => {
      startStream(res);
      res.write(chunkEvent(streamed[0]!, true)); // and then nothing: the client must stop by itself
    };
    const controller = new AbortController();
    const chunks: string[] = [];
    const run = (async () => {
      for await (const chunk of openAiAssistant({ apiKey: "test-key", baseURL, model: "gpt-4o-mini" }).answer(
        input({ signal: controller.signal }),
      )) {
        chunks.push(chunk);
        controller.abort();
      }
    })();
    await expect(run).rejects.toThrow(); // not a silently truncated answer
    expect(chunks).toEqual([streamed[0]]);
  });
});
