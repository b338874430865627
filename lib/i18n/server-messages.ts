import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import enErrors from "@/messages/en/errors.json";
import esErrors from "@/messages/es/errors.json";
import ptErrors from "@/messages/pt/errors.json";
import enValidation from "@/messages/en/validation.json";
import esValidation from "@/messages/es/validation.json";
import ptValidation from "@/messages/pt/validation.json";
import { defaultLocale, isLocale, type Locale } from "./locales";
import { isMessage, messageParts, renderParts, type MessagePart } from "./message-parts";

/**
 * Messages the server sends people (an action's failure, a route's `{ error }`) in their language.
 * Code writes them in English, as gettext does: the `errors.server` catalogue maps each English text
 * to its key, and the reader's catalogue gives the translation. Validation messages are keys of the
 * `validation` catalogue (the zod schemas are shared with the forms, which translate them too).
 * A message with values is written in the catalogue with its placeholders ("Try again in {seconds}
 * seconds."): the values are read back out of the English text. A text with no entry is sent as
 * written.
 */
type Catalogue = Record<string, MessagePart[]>;

/** The catalogue's messages by dotted key, as parts (both forms, ./message-parts.ts). */
function flatten(tree: unknown, prefix = "", out: Catalogue = {}): Catalogue {
  if (tree && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (!isMessage(value)) flatten(value, path, out);
      else {
        const parts = messageParts(value);
        if (parts) out[path] = parts;
      }
    }
  }
  return out;
}

const serverMessages: Record<Locale, Catalogue> = {
  en: flatten((enErrors as { server?: unknown }).server),
  es: flatten((esErrors as { server?: unknown }).server),
  pt: flatten((ptErrors as { server?: unknown }).server),
};
const validationMessages: Record<Locale, Catalogue> = {
  en: flatten(enValidation),
  es: flatten(esValidation),
  pt: flatten(ptValidation),
};
const keyOfEnglish = new Map(
  Object.entries(serverMessages.en).map(([key, parts]) => [renderParts(parts), key] as const),
);

/**
 * English messages with values ("Messages cannot exceed {max} characters."), each as a pattern that
 * reads the values back out of the sent text, so the translation gets them.
 */
const englishTemplates = Object.entries(serverMessages.en)
  .filter(([, parts]) => parts.some((part) => typeof part !== "string"))
  .map(([key, parts]) => {
    const names = parts.flatMap((part) => (typeof part === "string" ? [] : [part.name]));
    const source = parts
      .map((part) => (typeof part === "string" ? part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : "(.+?)"))
      .join("");
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });

const requestLocale = new AsyncLocalStorage<Locale>();

/** Runs `work` with `locale` as the language of the messages it sends. */
export function withMessageLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}

export function messageLocale(): Locale {
  return requestLocale.getStore() ?? defaultLocale;
}

/** `message` (English text or a validation key) in `locale`. */
export function localizeMessage(message: string, locale: Locale = messageLocale()): string {
  const validation = validationMessages[locale][message];
  if (validation) return renderParts(validation);
  const key = keyOfEnglish.get(message);
  if (key) {
    const translation = serverMessages[locale][key];
    return translation ? renderParts(translation) : message;
  }
  for (const template of englishTemplates) {
    const match = template.pattern.exec(message);
    const translated = match && serverMessages[locale][template.key];
    if (translated)
      return renderParts(translated, Object.fromEntries(template.names.map((n, i) => [n, match[i + 1]!])));
  }
  return message;
}

/**
 * The language of a request to a route handler (no language prefix there): the NEXT_LOCALE cookie
 * the switcher and the pages set, else the best match of Accept-Language, else English.
 */
export function localeOfRequest(headers: Headers): Locale {
  const cookie = /(?:^|;\s*)NEXT_LOCALE=([a-z]{2})/.exec(headers.get("cookie") ?? "")?.[1];
  if (isLocale(cookie)) return cookie;
  const wanted = (headers.get("accept-language") ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.toLowerCase().split("-")[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (wanted.map((entry) => entry.language).find(isLocale) as Locale | undefined) ?? defaultLocale;
}
