import { chatIdentity, type ChatIdentity } from "@/lib/chat-quota/identity";
import { visaChat } from "@/lib/config/chat";
import type { Locale } from "@/lib/i18n/locales";
import { loadChat } from "@/lib/visa/chats";
import { sendVisaMessage, type ChatStreamEvent } from "@/lib/visa/send-message";

// Never reach a real API from a test, whatever the developer's shell has set: the built-in answerer.
delete process.env.OPENAI_API_KEY;

/** A new anonymous visitor from an address of its own: each has 3 questions a day. */
let visitors = 0;
const visitor = () => {
  visitors += 1;
  return chatIdentity(null, `anon_language${String(visitors).padStart(8, "0")}`, `10.9.0.${visitors}`)!;
};
let clock = Date.now();

/** Sends a message through the whole sending flow (quota, storage, answer) and reads the stream. */
async function send(identity: ChatIdentity, message: string, locale: Locale | null, chatId?: string) {
  // Spaced past the burst window, so only what is asked decides.
  clock += visaChat.burst.windowMs + 1;
  const events: ChatStreamEvent[] = [];
  for await (const event of await sendVisaMessage(identity, { message, chatId, locale }, new Date(clock)))
    events.push(event);
  const meta = events.find((e) => e.type === "meta") as Extract<ChatStreamEvent, { type: "meta" }>;
  const answer = events.flatMap((e) => (e.type === "token" ? [e.text] : [])).join("");
  return { chatId: meta.chatId, answer };
}

describe("the visa chat answers in the language of the question, not the page's", () => {
  it("answers a Spanish question on an English page in Spanish, and keeps Spanish for a bare follow-up", async () => {
    const identity = visitor();
    const first = await send(identity, "¿Necesito visa para Bolivia?", "en");
    expect(first.answer).toContain("**Fuentes**");
    expect(first.answer).toMatch(/\[1\] \[.+\]\(https:\/\/.+\), verificado el \d+ de \w+ de 20\d\d/);
    // "Perú?" does not tell its language: the conversation (stored in the database) does.
    const followUp = await send(identity, "Perú?", "en", first.chatId);
    expect(followUp.answer).toContain("**Fuentes**");
    const chat = await loadChat(identity, first.chatId);
    expect(chat?.messages.filter((m) => !m.isUser).map((m) => m.content)).toEqual([
      first.answer,
      followUp.answer,
    ]);
  });

  it("answers an English question on a Spanish page in English, and a bare question in the page's language", async () => {
    expect((await send(visitor(), "Do I need a visa for Bolivia?", "es")).answer).toContain("**Sources**");
    expect((await send(visitor(), "Uruguay?", "pt")).answer).toContain("**Fontes**");
    expect((await send(visitor(), "Uruguay?", null)).answer).toContain("**Sources**");
  });
});
