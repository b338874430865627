import { tooManyRequestsMessage } from "@/lib/config/rate-limits";
import { DATABASE_UNAVAILABLE } from "@/lib/services/database/errors";
import { localeOfRequest, localizeMessage, withMessageLocale } from "@/lib/i18n/server-messages";

describe("server messages in the reader's language", () => {
  test("an English refusal is sent in the reader's language, its values kept", () => {
    expect(localizeMessage("Messages cannot exceed 2000 characters.", "es")).toBe(
      "Los mensajes no pueden superar los 2000 caracteres.",
    );
    expect(localizeMessage("Messages cannot exceed 2000 characters.", "pt")).toBe(
      "As mensagens não podem passar de 2000 caracteres.",
    );
    expect(localizeMessage("Messages cannot exceed 2000 characters.", "en")).toBe(
      "Messages cannot exceed 2000 characters.",
    );
  });

  test("the shared refusals are translated: rate limits with their wait, the database's pause", () => {
    expect(localizeMessage(tooManyRequestsMessage(6500), "pt")).toBe(
      "Muitas solicitações. Aguarde 7 segundos e tente novamente.",
    );
    expect(localizeMessage(DATABASE_UNAVAILABLE, "es")).toBe(
      "Latitud no está disponible por unos instantes. Inténtalo de nuevo en unos segundos.",
    );
  });

  test("a text with no entry is sent as written; the language comes from the request's scope", () => {
    expect(localizeMessage("Something nobody translated", "pt")).toBe("Something nobody translated");
    expect(withMessageLocale("es", () => localizeMessage("Messages cannot exceed 5 characters."))).toBe(
      "Los mensajes no pueden superar los 5 caracteres.",
    );
  });

  test("a route's language: the NEXT_LOCALE cookie, else the best Accept-Language, else English", () => {
    expect(localeOfRequest(new Headers({ cookie: "a=1; NEXT_LOCALE=pt", "accept-language": "es" }))).toBe(
      "pt",
    );
    expect(localeOfRequest(new Headers({ "accept-language": "fr-FR,es;q=0.8,en;q=0.5" }))).toBe("es");
    expect(localeOfRequest(new Headers({ "accept-language": "pt-BR;q=0.4, en;q=0.9" }))).toBe("en");
    expect(localeOfRequest(new Headers({ "accept-language": "de" }))).toBe("en");
    expect(localeOfRequest(new Headers())).toBe("en");
  });
});
