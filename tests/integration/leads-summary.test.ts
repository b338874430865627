import http from "node:http";
import type { AddressInfo } from "node:net";
import type { LeadMessage } from "@/lib/leads/conversation";
import { builtInLeadSummary } from "@/lib/leads/summary/built-in";
import {
  SUMMARY_MAX_TOKENS,
  SUMMARY_MESSAGE_CHARS,
  SUMMARY_PROMPT,
  openAiLeadSummarizer,
} from "@/lib/leads/summary/openai";

/**
 * Lead summaries: the built-in extractive summary on realistic conversations, and the OpenAI path
 * against a local server speaking the Chat Completions protocol (request bounds, parsing, and the
 * fall-back to the built-in summary when the model fails).
 */
const user = (content: string): LeadMessage => ({ role: "user", content });
const assistant = (content: string): LeadMessage => ({ role: "assistant", content });
const lines = (text: string) =>
  Object.fromEntries(
    text.split("\n").map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1).trim()]),
  );

describe("the built-in summary", () => {
  it.each<[string, LeadMessage[], string, string | undefined, Record<string, string | RegExp>]>([
    [
      "a remote worker heading to Colombia",
      [
        user("Hi!"),
        user(
          "I'm a freelance developer working remotely for US clients. Can I get the digital nomad visa in Colombia?",
        ),
        assistant("Yes: the Visa V for digital nomads... Mexico and Brazil have similar visas."),
        user("Great. I want to move to Medellín in 3 months, what bank statements do I need?"),
        user("thanks!"),
      ],
      "Help with my nomad visa",
      undefined,
      {
        Country: "Colombia",
        "Visa type": "Digital nomad visa",
        Timeline: "in 3 months",
        Question: "Great. I want to move to Medellín in 3 months, what bank statements do I need?",
      },
    ],
    [
      "a retiree in Spanish for Mexico",
      [
        user("Hola, me jubilo el próximo año y quiero la residencia permanente en México."),
        assistant("México ofrece residencia para jubilados con pensión..."),
        user("¿Cuál es el ingreso mínimo de pensión que piden en el consulado?"),
      ],
      "Residencia permanente por jubilación",
      "mexico",
      {
        Country: "Mexico",
        "Visa type": "Residency",
        Timeline: "el próximo año",
        Question: "¿Cuál es el ingreso mínimo de pensión que piden en el consulado?",
      },
    ],
    [
      "a tourist running out of days in Peru, contact details masked",
      [
        user("I'm in Cusco as a tourist and my 90 days end next week."),
        user("Can I extend my stay? Call me on +51 987 654 321 or write to me@example.com"),
      ],
      "Tourist extension",
      "peru",
      {
        Country: "Peru",
        "Visa type": "Tourist stay",
        Timeline: "next week",
        Question: "Can I extend my stay? Call me on [phone] or write to [email]",
      },
    ],
    [
      "a visa-page request without a conversation",
      [],
      "My employer in Santiago offered me a job starting March 2026. Which work visa do I need for Chile?",
      "chile",
      {
        Country: "Chile",
        "Visa type": "Work visa",
        Timeline: "starting March 2026",
        Question: /^My employer in Santiago offered me a job starting March 2026/,
      },
    ],
    [
      "an investor in Uruguay with a date",
      [
        user("I'd like to buy property in Punta del Este and invest around 200k."),
        user("Would that give me residency in Uruguay? I can close the purchase by 2026-09-30."),
      ],
      "Investor residency",
      undefined,
      {
        Country: "Uruguay",
        "Visa type": "Investor visa",
        Timeline: "by 2026-09-30",
        Question: "Would that give me residency in Uruguay? I can close the purchase by 2026-09-30.",
      },
    ],
  ])("%s", (_label, conversation, fallback, country, expected) => {
    const summary = builtInLeadSummary(conversation, fallback, { country });
    const parsed = lines(summary);
    expect(summary.split("\n")).toHaveLength(4);
    for (const [label, value] of Object.entries(expected)) {
      if (value instanceof RegExp) expect(parsed[label]).toMatch(value);
      else expect(parsed[label]).toBe(value);
    }
  });

  it("says 'Not stated' rather than guessing, and keeps the question short", () => {
    const summary = lines(
      builtInLeadSummary(
        [user(`I have a question about paperwork ${"and more details ".repeat(40)}`)],
        "Paperwork",
      ),
    );
    expect(summary).toEqual(
      expect.objectContaining({ Country: "Not stated", "Visa type": "Not stated", Timeline: "Not stated" }),
    );
    expect(summary.Question!.length).toBeLessThanOrEqual(220);
    expect(summary.Question).toMatch(/…$/);
  });
});

describe("the OpenAI summary", () => {
  type Recorded = {
    authorization?: string;
    body: { model: string; max_tokens: number; messages: Array<{ role: string; content: string }> };
  };
  let server: http.Server;
  let baseURL: string;
  let reply: (res: http.ServerResponse) => void;
  let requests: Recorded[] = [];

  const completion = (content: string) => ({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_767_225_600,
    model: "gpt-4o-mini",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
  });
  const json = (status: number, body: unknown) => (res: http.ServerResponse) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      req.on("end", () => {
        requests.push({
          authorization: req.headers.authorization,
          body: JSON.parse(raw) as Recorded["body"],
        });
        reply(res);
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

  const conversation = Array.from({ length: 14 }, (_, i) =>
    i % 2 ? assistant(`Answer ${i} ${"x".repeat(2000)}`) : user(`Question ${i} about Brazil`),
  );

  it("sends a short, bounded prompt and cleans the model's lines", async () => {
    reply = json(
      200,
      completion(
        "**Country:** Brazil\n- Visa type: Digital nomad visa\n- Timeline: in 2 months\n- Question: Can I work for a German client? Mail me at x@y.com\n- Key fact: earns 3,000 USD\n- Extra: dropped",
      ),
    );
    const summarize = openAiLeadSummarizer({ apiKey: "sk-test", baseURL, model: "gpt-4o-mini" });
    const text = await summarize(conversation, "Please help", { country: "brazil" });
    expect(text).toBe(
      [
        "Country: Brazil",
        "Visa type: Digital nomad visa",
        "Timeline: in 2 months",
        "Question: Can I work for a German client? Mail me at [email]",
        "Key fact: earns 3,000 USD",
      ].join("\n"),
    );
    const [sent] = requests;
    expect(sent?.authorization).toBe("Bearer sk-test");
    expect(sent?.body).toEqual(
      expect.objectContaining({ model: "gpt-4o-mini", max_tokens: SUMMARY_MAX_TOKENS }),
    );
    expect(sent?.body.messages[0]).toEqual({ role: "system", content: SUMMARY_PROMPT });
    const transcript = sent!.body.messages[1]!.content;
    expect(transcript.split("\n").filter((l) => /^(Traveller|Visa assistant):/.test(l))).toHaveLength(10);
    expect(transcript).not.toContain("Question 0 ");
    expect(transcript).toContain("Country chosen in the form: Brazil");
    expect(transcript.length).toBeLessThan(11 * (SUMMARY_MESSAGE_CHARS + 40));
  });

  it("summarizeLead uses the model when OPENAI_API_KEY is set, and falls back to the built-in summary when it fails", async () => {
    const saved = { key: process.env.OPENAI_API_KEY, url: process.env.OPENAI_BASE_URL };
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = baseURL;
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      // A fresh module registry: the environment and the chosen summariser are read once per process.
      let summarizeLead!: typeof import("@/lib/leads/summarize").summarizeLead;
      jest.isolateModules(
        () =>
          ({ summarizeLead } =
            jest.requireActual<typeof import("@/lib/leads/summarize")>("@/lib/leads/summarize")),
      );
      reply = json(
        200,
        completion(
          "Country: Brazil\nVisa type: Digital nomad visa\nTimeline: Not stated\nQuestion: Which visa?",
        ),
      );
      expect(await summarizeLead([user("Which visa for Brazil?")], "Help")).toBe(
        "Country: Brazil\nVisa type: Digital nomad visa\nTimeline: Not stated\nQuestion: Which visa?",
      );
      reply = json(500, { error: { message: "upstream down" } });
      expect(
        await summarizeLead([user("Which visa do I need to work remotely from Brazil?")], "Help", {
          country: "brazil",
        }),
      ).toBe(
        builtInLeadSummary([user("Which visa do I need to work remotely from Brazil?")], "Help", {
          country: "brazil",
        }),
      );
      reply = json(200, completion("Sorry, I can't."));
      expect(await summarizeLead([user("Which visa for Brazil, for remote work?")], "Help")).toMatch(
        /^Country: Brazil\nVisa type: Digital nomad visa/,
      );
    } finally {
      process.env.OPENAI_API_KEY = saved.key;
      process.env.OPENAI_BASE_URL = saved.url;
      if (saved.key === undefined) delete process.env.OPENAI_API_KEY;
      if (saved.url === undefined) delete process.env.OPENAI_BASE_URL;
      jest.restoreAllMocks();
    }
  });
});
