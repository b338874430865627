import { postMessageSchema } from "@/lib/community/schemas";
import {
  encodeMentions,
  mentionName,
  mentionToken,
  parseMentions,
  plainMentions,
  splitMentions,
  withinMentionLimit,
} from "@/lib/notifications/mentions";

const ana = "0b6f1c9e-8f1a-4c1e-9b0a-1a2b3c4d5e6f";
const bea = "1c7a2d0f-9a2b-4d2f-8c1b-2b3c4d5e6f70";
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("mentions in a message's text", () => {
  it("splits text and tokens in order, and lists each member once", () => {
    const text = `Hola @[Ana López](${ana}) y @[Bea](${bea}), ¿y @[Ana López](${ana.toUpperCase()})?`;
    expect(splitMentions(text)).toEqual([
      { kind: "text", text: "Hola " },
      { kind: "mention", name: "Ana López", userId: ana },
      { kind: "text", text: " y " },
      { kind: "mention", name: "Bea", userId: bea },
      { kind: "text", text: ", ¿y " },
      { kind: "mention", name: "Ana López", userId: ana },
      { kind: "text", text: "?" },
    ]);
    expect(parseMentions(text)).toEqual([
      { name: "Ana López", userId: ana },
      { name: "Bea", userId: bea },
    ]);
    expect(plainMentions(text)).toBe("Hola @Ana López y @Bea, ¿y @Ana López?");
  });

  it("leaves what is not a token as text: an email, a bare @name, a bad id, a name across lines", () => {
    for (const text of [
      "write to ana@example.com",
      "@Ana are you there?",
      "@[Ana](not-a-uuid)",
      `@[Ana\nLópez](${ana})`,
      `@[](${ana})`,
    ]) {
      expect(parseMentions(text)).toEqual([]);
      expect(plainMentions(text)).toBe(text);
    }
  });

  it("writes tokens with a clean name", () => {
    expect(mentionName("  Ana [the] (best)\nLópez ")).toBe("Ana the best López");
    expect(mentionName("x".repeat(100))).toHaveLength(80);
    const token = mentionToken({ name: "Ana (admin)", userId: ana });
    expect(token).toBe(`@[Ana admin](${ana})`);
    expect(parseMentions(token)).toEqual([{ name: "Ana admin", userId: ana }]);
  });

  it("at most 5 members per message: the message schema refuses a sixth", () => {
    const mentioning = (n: number) =>
      Array.from({ length: n }, (_, i) => mentionToken({ name: `M${i}`, userId: id(i) })).join(" ");
    expect(withinMentionLimit(mentioning(5))).toBe(true);
    expect(withinMentionLimit(mentioning(6))).toBe(false);
    // The same member twice counts once.
    expect(withinMentionLimit(`${mentioning(5)} ${mentionToken({ name: "M0", userId: id(0) })}`)).toBe(true);
    const refused = postMessageSchema.safeParse({ message: mentioning(6), room: "general" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("mentions.tooMany");
    expect(postMessageSchema.safeParse({ message: mentioning(5), room: "general" }).success).toBe(true);
  });
});

describe("editing a message with mentions", () => {
  it("shows '@Name' and sends the same members' tokens back, longest names first", () => {
    const anaShort = { name: "Ana", userId: ana };
    const anaMaria = { name: "Ana María", userId: bea };
    const stored = `Hola ${mentionToken(anaMaria)} y ${mentionToken(anaShort)}!`;
    const shown = plainMentions(stored);
    expect(shown).toBe("Hola @Ana María y @Ana!");
    expect(encodeMentions(shown.replace("Hola", "Buenas"), parseMentions(stored))).toBe(
      `Buenas ${mentionToken(anaMaria)} y ${mentionToken(anaShort)}!`,
    );
    // A name the member deleted while editing is simply no longer mentioned.
    expect(parseMentions(encodeMentions("Buenas @Ana María", parseMentions(stored)))).toEqual([anaMaria]);
  });
});
