import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { locales } from "@/lib/i18n/locales";
import { namespaces } from "@/lib/i18n/namespaces";

/**
 * The message catalogues: every language has every key English has (and no other), with the same
 * arguments, each a valid ICU message; and every English key is used by some code.
 */
const root = join(__dirname, "..", "..");
const catalogue = (locale: string, namespace: string): unknown =>
  JSON.parse(readFileSync(join(root, "messages", locale, `${namespace}.json`), "utf8"));

function flatten(tree: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = `${prefix}.${key}`;
    if (typeof value === "string") out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

const messages = Object.fromEntries(
  locales.map((locale) => {
    const all = new Map<string, string>();
    for (const namespace of namespaces) flatten(catalogue(locale, namespace), namespace, all);
    return [locale, all];
  }),
) as Record<(typeof locales)[number], Map<string, string>>;

type Element = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};

/** Argument names of an ICU message ("{count, plural, …}", "{name}"), read from its syntax tree. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const visit = (elements: Element[]) => {
    for (const element of elements) {
      // 0 is literal text and 7 the plural's "#"; every other element names its argument in `value`.
      if (element.type !== 0 && element.type !== 7 && typeof element.value === "string")
        names.add(element.value);
      for (const option of Object.values(element.options ?? {})) visit(option.value);
      if (element.children) visit(element.children);
    }
  };
  visit(new IntlMessageFormat(message, locale).getAst() as Element[]);
  return [...names].sort();
}

/**
 * Arguments a translation may add for its grammar: the country's gender, for a language that puts
 * an article before a country's name ("do Brasil", "da Colômbia").
 */
const grammaticalArguments = ["gender"];

describe("message catalogues", () => {
  test("each language has one file per namespace and no other", () => {
    for (const locale of locales) {
      const files = readdirSync(join(root, "messages", locale)).sort();
      expect(files).toEqual(namespaces.map((namespace) => `${namespace}.json`).sort());
    }
  });

  test.each(locales.filter((locale) => locale !== "en"))("%s has exactly the English keys", (locale) => {
    const missing = [...messages.en.keys()].filter((key) => !messages[locale].has(key));
    const extra = [...messages[locale].keys()].filter((key) => !messages.en.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  test.each(locales.filter((locale) => locale !== "en"))(
    "%s messages take only the arguments English gives",
    (locale) => {
      const differing = [...messages.en].filter(([key, english]) => {
        const translated = messages[locale].get(key);
        if (translated === undefined) return false;
        // A translation may leave a value out where its grammar words it otherwise ("Sobre a
        // cidade" for "About {city}"), never use one English does not give.
        const expected = argumentsOf(english, "en");
        return argumentsOf(translated, locale).some(
          (name) => !expected.includes(name) && !grammaticalArguments.includes(name),
        );
      });
      expect(differing.map(([key]) => key)).toEqual([]);
    },
  );

  test.each(locales)("%s messages are valid ICU messages and none is empty", (locale) => {
    const broken: string[] = [];
    for (const [key, message] of messages[locale]) {
      try {
        if (!message.trim()) throw new Error("empty");
        new IntlMessageFormat(message, locale);
      } catch {
        broken.push(key);
      }
    }
    expect(broken).toEqual([]);
  });

  test("every English key is used by the code", () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!["generated", "node_modules"].includes(entry.name)) walk(full);
        } else if (/\.(tsx?|mjs)$/.test(entry.name)) sources.push(readFileSync(full, "utf8"));
      }
    };
    for (const dir of ["app", "components", "lib"]) walk(join(root, dir));
    const code = sources.join("\n");
    const quoted = (text: string) => ['"', "'", "`"].some((q) => code.includes(`${q}${text}${q}`));
    const unused = [...messages.en].filter(([key, english]) => {
      const segments = key.split(".");
      // Server messages are found by their English text (lib/i18n/server-messages.ts), or by key
      // when they carry values.
      if (segments[0] === "errors" && segments[1] === "server") {
        if (quoted(english)) return false;
        // "Messages cannot exceed {max} characters." written as a template literal.
        const template = english
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join("\\$\\{[^}]+\\}");
        if (english.includes("{") && new RegExp(`\`${template}\``).test(code)) return false;
      }
      // t("nav.cities") under useTranslations("common"), t("cities") under "common.nav", … or a
      // key built from a literal prefix: t(`nav.${label}`).
      for (let start = 1; start < segments.length; start++) {
        const rest = segments.slice(start).join(".");
        if (quoted(rest) || quoted(`${segments[0]}.${rest}`)) return false;
        const prefix = segments.slice(start, -1).join(".");
        if (prefix && code.includes(`\`${prefix}.\${`)) return false;
      }
      if (quoted(key)) return false;
      // One segment built from a value: t(`periods.${plan.period}.label`).
      const escaped = segments.map((segment) => segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      for (let start = 1; start < segments.length; start++)
        for (let hole = start; hole < segments.length - 1; hole++) {
          const parts = escaped.slice(start).map((part, i) => (i + start === hole ? "\\$\\{[^}]+\\}" : part));
          if (new RegExp(`\`${parts.join("\\.")}\``).test(code)) return false;
        }
      return true;
    });
    expect(unused.map(([key]) => key)).toEqual([]);
  });
});
