import { chatIdentity, type ChatIdentity } from "@/lib/chat-quota/identity";
import { consumeQuota, usageToday } from "@/lib/chat-quota/quota";
import { visaChat } from "@/lib/config/chat";
import { withMessageLocale } from "@/lib/i18n/server-messages";
import { claimAnonymousChats, loadChat, listChats } from "@/lib/visa/chats";
import { sendVisaMessage, type ChatRefusal, type ChatStreamEvent } from "@/lib/visa/send-message";
import { chatTitle } from "@/lib/visa/title";
import { visaUsage } from "@/lib/visa/usage";
import { db } from "@/lib/services/database";
import type { CurrentUser } from "@/lib/auth/current-user";
import { createUser } from "../support/factories";
import { settle } from "../support/settle";

const anon = (
  token = `anon_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`,
  ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) => chatIdentity(null, token, ip)!;

async function member({
  subscribed = false,
  role = "member" as CurrentUser["role"],
} = {}): Promise<ChatIdentity> {
  const user = await createUser({ role });
  const current = {
    id: user.id,
    email: user.email,
    role,
    name: null,
    avatarUrl: null,
    sessionId: "s",
    subscribed,
    hasSubscription: subscribed || role === "admin",
  } as CurrentUser;
  return chatIdentity(current, null, "10.0.0.1")!;
}

async function drain(events: AsyncIterable<ChatStreamEvent>) {
  const all: ChatStreamEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

async function ask(identity: ChatIdentity, message: string, chatId?: string, now?: Date) {
  const result = await settle(sendVisaMessage(identity, { message, chatId }, now));
  if (!result.ok) {
    // The refusal's JSON body: its message and the limit's fields.
    const { ok: _ok, status: _status, ...body } = result;
    return { refused: body as ChatRefusal };
  }
  const events = await drain(result.data);
  const meta = events.find((e) => e.type === "meta") as Extract<ChatStreamEvent, { type: "meta" }>;
  return {
    events,
    meta,
    answer: events
      .filter((e) => e.type === "token")
      .map((e) => (e as { text: string }).text)
      .join(""),
  };
}

// Sends `n` messages spaced past the burst window, so only the daily quota decides.
async function askMany(identity: ChatIdentity, n: number, start = new Date()) {
  const results = [];
  for (let i = 0; i < n; i++)
    results.push(
      await ask(
        identity,
        `Question ${i} about Colombia visas`,
        undefined,
        new Date(start.getTime() + i * (visaChat.burst.windowMs + 1)),
      ),
    );
  return results;
}

describe("visa chat quotas (server-enforced)", () => {
  it("anonymous visitors get 3 a day, then a 429 that names the quota and the counts", async () => {
    const identity = anon();
    const results = await askMany(identity, 4);
    expect(results.slice(0, 3).every((r) => !("refused" in r))).toBe(true);
    expect(results[3]).toEqual({
      refused: {
        error: "Daily message limit reached (3/3). Please try again tomorrow or upgrade your plan.",
        chatType: "visa",
        limitType: "quota",
        retryAfter: expect.any(Number),
        currentCount: 3,
        maxCount: 3,
      },
    });
    expect(await visaUsage(identity)).toEqual(
      expect.objectContaining({ usageCount: 3, maxMessages: 3, limitReached: true }),
    );
  });

  it("a reader of Portuguese is refused in Portuguese, with the same counts", async () => {
    const identity = anon();
    await askMany(identity, 3);
    const refused = await withMessageLocale("pt", () => ask(identity, "Mais uma pergunta"));
    expect(refused).toEqual({
      refused: expect.objectContaining({
        error:
          "Você atingiu o limite diário de mensagens (3/3). Tente novamente amanhã ou faça upgrade do seu plano.",
        limitType: "quota",
        currentCount: 3,
        maxCount: 3,
      }),
    });
  });

  it("registered members get 7, subscribers and admins are unlimited", async () => {
    const registered = await member();
    const results = await askMany(registered, 8);
    expect(results.filter((r) => "refused" in r)).toHaveLength(1);
    expect((await visaUsage(registered)).maxMessages).toBe(7);
    for (const identity of [await member({ subscribed: true }), await member({ role: "admin" })]) {
      const many = await askMany(identity, 9);
      expect(many.every((r) => !("refused" in r))).toBe(true);
      expect((await visaUsage(identity)).maxMessages).toBeNull();
    }
  });

  it("20 parallel sends from one anonymous visitor: exactly 3 answers and 17 quota refusals", async () => {
    const identity = anon();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ask(identity, `Parallel question ${i} about Brazil`)),
    );
    const refused = results.filter((r) => "refused" in r) as {
      refused: { limitType: string; maxCount: number };
    }[];
    expect(results.length - refused.length).toBe(3);
    expect(refused).toHaveLength(17);
    expect(refused.every((r) => r.refused.limitType === "quota" && r.refused.maxCount === 3)).toBe(true);
  });

  it("counts by token and by IP: a new token from the same IP does not reset the count", async () => {
    const first = anon("anon_firsttokenabcdefgh", "192.0.2.50");
    await askMany(first, 3);
    const fresh = anon("anon_freshtokenabcdefgh", "192.0.2.50");
    expect(await ask(fresh, "Another question about Peru")).toEqual({
      refused: expect.objectContaining({ limitType: "quota" }),
    });
    // The same token from another network is still counted by its token.
    const moved = anon("anon_firsttokenabcdefgh", "198.51.100.77");
    expect(await ask(moved, "And about Chile?")).toEqual({
      refused: expect.objectContaining({ limitType: "quota" }),
    });
  });

  it("refused messages do not use up the quota of others behind the same IP", async () => {
    const spent = anon("anon_spenttokenabcdefgh", "192.0.2.60");
    await askMany(spent, 3);
    // The spent token moves to a café's network and keeps trying: every try is refused…
    const atCafe = anon("anon_spenttokenabcdefgh", "198.51.100.90");
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
    for (let i = 0; i < 4; i++)
      expect(await ask(atCafe, `Try ${i}`, undefined, later(60 + i * 11))).toEqual({
        refused: expect.objectContaining({ limitType: "quota" }),
      });
    // …and leaves the café's IP untouched: the next visitor there still has all 3 messages.
    const neighbour = anon("anon_neighbourtokenabcd", "198.51.100.90");
    const answers = await askMany(neighbour, 3, later(120));
    expect(answers.every((a) => "meta" in a)).toBe(true);
  });

  it("starts again at 0 on the next UTC day", async () => {
    const identity = anon();
    const today = new Date("2026-11-22T23:50:00Z");
    await askMany(identity, 3, today);
    expect(await ask(identity, "One more?", undefined, new Date("2026-11-22T23:59:00Z"))).toEqual({
      refused: expect.objectContaining({ limitType: "quota", retryAfter: 60_000 }),
    });
    const tomorrow = new Date("2026-11-23T00:00:30Z");
    expect(await ask(identity, "Good morning, Colombia visa?", undefined, tomorrow)).toEqual(
      expect.objectContaining({
        meta: expect.objectContaining({ usage: { usageCount: 1, maxMessages: 3 } }),
      }),
    );
  });

  it("a burst beyond 4 messages in 10 s is refused as 'rate' and gives the quota back", async () => {
    const identity = await member({ subscribed: true });
    const now = new Date();
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await ask(identity, `Burst ${i}`, undefined, now));
    expect(results[4]).toEqual({
      refused: expect.objectContaining({
        limitType: "rate",
        retryAfter: expect.any(Number),
        error: "You're sending messages too quickly. Please wait a moment.",
      }),
    });
    expect(await usageToday(identity.subjects, "visa", null, now)).toBe(4);
  });

  it("the quota statement is atomic for raw parallel calls", async () => {
    const subjects = ["anon:anon_atomiccheck000000", "ip:203.0.113.200"];
    const decisions = await Promise.all(
      Array.from({ length: 30 }, () => consumeQuota(subjects, "visa", "registered")),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(7);
    expect(decisions.every((d) => d.limit === 7)).toBe(true);
  });
});

describe("visa chat history", () => {
  it("saves both sides with their types and titles the chat from the first question", async () => {
    const identity = await member();
    const first = await ask(
      identity,
      "Does Colombia have a digital nomad visa and how much income do I need?",
    );
    expect("meta" in first && first.answer).toMatch(/Colombia/);
    const chatId = (first as { meta: { chatId: string } }).meta.chatId;
    await ask(identity, "And how long does it take?", chatId, new Date(Date.now() + 11_000));
    const chat = await loadChat(identity, chatId);
    expect(chat?.title).toBe("Does Colombia have a digital n...");
    expect(chat?.messages.map((m) => m.isUser)).toEqual([true, false, true, false]);
    const types = await db.visaChatMessage.findMany({
      where: { chatId },
      orderBy: { createdAt: "asc" },
      select: { messageType: true },
    });
    expect(types.map((t) => t.messageType)).toEqual(["user", "ai", "user", "ai"]);
    expect(visaChat.assistantNames).toContain(chat?.assistantName);
  });

  it("loads the last 20 messages, oldest first", async () => {
    const identity = await member({ subscribed: true });
    const start = Date.now();
    let chatId: string | undefined;
    for (let i = 0; i < 12; i++) {
      const result = await ask(
        identity,
        `Message number ${i} about Uruguay`,
        chatId,
        new Date(start + i * 11_000),
      );
      chatId = (result as { meta: { chatId: string } }).meta.chatId;
    }
    const chat = await loadChat(identity, chatId!);
    expect(chat?.messages).toHaveLength(20);
    expect(chat?.messages[0]?.content).toBe("Message number 2 about Uruguay");
    expect(chat?.messages.at(-1)?.isUser).toBe(false);
  });

  it("a visitor's anonymous chat moves to the account on login; others cannot read it", async () => {
    const visitor = anon("anon_movingtokenabcdef12");
    const result = await ask(visitor, "Can I stay in Brazil for more than 90 days as a tourist?");
    const chatId = (result as { meta: { chatId: string } }).meta.chatId;
    const stranger = anon("anon_strangertokenabcdef");
    expect(await loadChat(stranger, chatId)).toBeNull();

    const user = await member();
    const userId = (user as { userId: string }).userId;
    expect(await claimAnonymousChats(userId, "anon_movingtokenabcdef12")).toBe(1);
    expect((await loadChat(user, chatId))?.messages).toHaveLength(2);
    expect((await listChats(userId)).map((c) => c.id)).toContain(chatId);
    expect(await loadChat(visitor, chatId)).toBeNull();
  });

  it("titles follow the 30-character rule", () => {
    expect(chatTitle("Short question")).toBe("Short question");
    expect(chatTitle("x".repeat(31))).toBe(`${"x".repeat(30)}...`);
    expect(chatTitle("   ")).toBe("Travel Visa Consultation");
  });
});
