import * as messagesRoute from "@/app/api/chat/visa/messages/route";
import { db } from "@/lib/services/database";
import type { ChatStreamEvent } from "@/lib/visa/send-message";
import { ambientRequest, setAmbientSession } from "../support/request-context";

/*
 * The visa assistant through its chat route on a real database: the question goes in as JSON, the
 * answer streams out as JSON lines and is stored. What the answer must do is the built-in
 * answerer's: answer in the question's language, correct a false premise, use the asker's income,
 * say plainly when a country is not covered, footnote its claims with dated sources, and link the
 * eligibility check when the question is about fit.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);
ambientRequest.headers = new Headers();
delete process.env.OPENAI_API_KEY;
process.env.NEXTAUTH_SECRET ??= "visa-assistant-route-secret-that-is-long-enough-0123";

const origin = "http://localhost:3000";
let visitors = 0;

async function ask(message: string, locale: "en" | "es" | "pt" | null = "en") {
  visitors += 1;
  const token = `anon_assistantroute${String(visitors).padStart(6, "0")}${Date.now()}`;
  const ip = `10.77.${visitors}.${Math.floor(Math.random() * 250)}`;
  const headers = {
    "content-type": "application/json",
    host: "localhost:3000",
    origin,
    "x-forwarded-for": ip,
    "x-anonymous-token": token,
  };
  ambientRequest.headers = new Headers(headers);
  const response = await messagesRoute.POST(
    new Request(`${origin}/api/chat/visa/messages`, {
      method: "POST",
      headers,
      body: JSON.stringify({ message, locale }),
    }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/x-ndjson");
  const lines = (await response.text()).trim().split("\n");
  const events = lines.map((line) => JSON.parse(line) as ChatStreamEvent);
  const tokens = events.filter((e): e is Extract<ChatStreamEvent, { type: "token" }> => e.type === "token");
  const done = events.find((e) => e.type === "done") as Extract<ChatStreamEvent, { type: "done" }>;
  return { answer: tokens.map((t) => t.text).join(""), tokens: tokens.length, messageId: done?.messageId };
}

afterAll(() => setAmbientSession(null));

describe("the visa assistant through the chat route (PostgreSQL)", () => {
  it("corrects a false premise, streams several chunks and stores the answer", async () => {
    const { answer, tokens, messageId } = await ask(
      "Uruguay requires USD 5,000 a month for the digital nomad visa, right?",
    );
    expect(answer.startsWith("**No:**")).toBe(true);
    expect(answer).toMatch(/- \[1\] \[[^\]]+\]\(https:\/\/[^)]+\), (checked \d+ \w+ 20\d\d|not verified)/);
    expect(tokens).toBeGreaterThan(1);
    const stored = await db.visaChatMessage.findUnique({ where: { id: messageId } });
    expect(stored?.messageText).toBe(answer);
  });

  it("uses the asker's income and links the eligibility check in the question's language", async () => {
    const english = await ask("I earn 2,500 USD a month. Can I get Costa Rica's digital nomad visa?");
    expect(english.answer).toContain("out of reach on income alone");
    expect(english.answer).toContain("](/visa/eligibility?income=2500)");
    expect(english.answer).not.toMatch(/^\*\*Yes/);
    const spanish = await ask(
      "Gano 1.200 dólares al mes, ¿califico para la visa de nómada digital de Ecuador?",
      "en",
    );
    expect(spanish.answer).toContain("por debajo");
    expect(spanish.answer).toContain("](/es/visa/eligibility?income=1200)");
  });

  it("says plainly that Latitud does not cover a country, in Portuguese for a Portuguese question", async () => {
    const { answer } = await ask("Quanto tempo posso ficar em Barbados como turista?", "es");
    expect(answer).toMatch(/^A Latitud não cobre Barbados/);
    expect(answer).not.toContain("](http");
  });
});
