import { quotaReachedMessage } from "@/lib/chat-quota/messages";
import { mutedMessage } from "@/lib/community/mutes";
import { roomIds, roomsIn } from "@/lib/community/rooms";
import { localizeMessage, withMessageLocale } from "@/lib/i18n/server-messages";

/*
 * The chats' server side in Spanish and Portuguese: rooms, and the refusals (those with counts or
 * times are translated by key, the others by their English text).
 */
describe("rooms in a language", () => {
  it("names the general room and the city rooms in the reader's language, same ids everywhere", async () => {
    const en = await roomsIn("en");
    expect(en.map((room) => room.id)).toEqual(roomIds);
    expect(en[0]).toEqual({
      id: "general",
      name: "General",
      description: "Everything nomad life in South America",
    });
    expect(en.find((room) => room.id === "lima-peru")?.description).toBe("Nomads in Lima, Peru");

    const es = await roomsIn("es");
    expect(es.map((room) => room.id)).toEqual(roomIds);
    expect(es.find((room) => room.id === "lima-peru")?.description).toBe("Nómadas en Lima, Perú");

    const pt = await roomsIn("pt");
    expect(pt[0]?.name).toBe("Geral");
    expect(pt.find((room) => room.id === "montevideo-uruguay")?.name).toBe("Montevidéu");
  });
});

describe("the server's refusals", () => {
  it("say the daily quota with its counts in the request's language", async () => {
    expect(await quotaReachedMessage(3, 3)).toBe(
      "Daily message limit reached (3/3). Please try again tomorrow or upgrade your plan.",
    );
    expect(await withMessageLocale("es", () => quotaReachedMessage(200, 200))).toBe(
      "Alcanzaste el límite diario de mensajes (200/200). Vuelve a intentarlo mañana o mejora tu plan.",
    );
    expect(await withMessageLocale("pt", () => quotaReachedMessage(7, 7))).toContain("(7/7)");
  });

  it("say until when a member is muted, in UTC", async () => {
    const until = new Date("2026-11-22T14:05:30Z");
    expect(await mutedMessage(until)).toBe("You are muted until 2026-11-22 14:05 UTC");
    expect(await withMessageLocale("es", () => mutedMessage(until))).toBe(
      "Tu cuenta está silenciada hasta el 2026-11-22 14:05 UTC",
    );
    expect(await withMessageLocale("pt", () => mutedMessage(until))).toBe(
      "Sua conta está silenciada até 2026-11-22 14:05 UTC",
    );
  });

  it("translate the fixed texts by their English words, and the schema's keys", () => {
    expect(localizeMessage("You're sending messages too quickly. Please wait a moment.", "es")).toBe(
      "Estás enviando mensajes demasiado rápido. Espera un momento.",
    );
    expect(
      localizeMessage("The community chat is for premium members. Subscribe to join the conversation.", "pt"),
    ).toBe("O chat da comunidade é para membros premium. Assine para participar da conversa.");
    expect(localizeMessage("community.tooLong", "es")).toBe(
      "Los mensajes no pueden superar los 500 caracteres.",
    );
    expect(localizeMessage("Please type a question", "pt")).toBe("Digite uma pergunta");
  });
});
