import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { passwordRules, type PasswordRule } from "@/lib/auth/password-policy";
import { passwordStrengthErrors } from "@/lib/auth/password-strength";
import { locales, type Locale } from "@/lib/i18n/locales";
import { localizeMessage } from "@/lib/i18n/server-messages";
import enAuth from "@/messages/en/auth.json";
import esAuth from "@/messages/es/auth.json";
import ptAuth from "@/messages/pt/auth.json";
import enErrors from "@/messages/en/errors.json";
import esErrors from "@/messages/es/errors.json";
import ptErrors from "@/messages/pt/errors.json";
import enProfile from "@/messages/en/profile.json";
import esProfile from "@/messages/es/profile.json";
import ptProfile from "@/messages/pt/profile.json";
import enValidation from "@/messages/en/validation.json";
import esValidation from "@/messages/es/validation.json";
import ptValidation from "@/messages/pt/validation.json";

/*
 * The accounts' words in three languages: every catalogue of the area has the same keys and the same
 * ICU arguments in each language; every validation key the account schemas name exists in each; every
 * English refusal the account code answers with has its translation in errors.server.
 */
type Tree = Record<string, unknown>;

function leaves(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The names of a message's ICU arguments ("{count, plural, …}" → count), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  // A plural's branches ("one {plan}") are text, not arguments.
  for (const match of message.matchAll(
    /(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*([A-Za-z]\w*)\s*[,}]/g,
  ))
    names.add(match[1]!);
  for (const match of message.matchAll(/<(\w+)>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

const catalogues: Array<[string, Record<Locale, unknown>]> = [
  ["auth", { en: enAuth, es: esAuth, pt: ptAuth }],
  ["profile", { en: enProfile, es: esProfile, pt: ptProfile }],
  ["validation.auth", { en: enValidation.auth, es: esValidation.auth, pt: ptValidation.auth }],
  ["validation.profile", { en: enValidation.profile, es: esValidation.profile, pt: ptValidation.profile }],
  ["errors.server.auth", { en: enErrors.server.auth, es: esErrors.server.auth, pt: ptErrors.server.auth }],
  [
    "errors.server.profile",
    { en: enErrors.server.profile, es: esErrors.server.profile, pt: ptErrors.server.profile },
  ],
];

describe.each(catalogues)("%s", (_name, byLocale) => {
  const english = leaves(byLocale.en);

  it.each(["es", "pt"] as const)(
    "%s has the English keys, each translated, with the same arguments",
    (locale) => {
      const translated = leaves(byLocale[locale]);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const other = translated.get(key)!;
        expect([key, argumentsOf(other)]).toEqual([key, argumentsOf(text)]);
        expect(other.trim()).not.toBe("");
      }
    },
  );
});

/** The source files of the account area. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const accountSources = [
  ...sources("lib/auth"),
  ...sources("lib/profile"),
  ...sources("app/api/auth"),
  ...sources("app/api/profile"),
  "lib/actions/authed-action.ts",
].filter((path) => !/common-passwords\.ts$|emails\.ts$/.test(path));

/** Every string literal (and template literal without substitutions) of the account sources. */
function stringLiterals(): Array<{ file: string; text: string }> {
  const found: Array<{ file: string; text: string }> = [];
  for (const file of accountSources) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        found.push({ file, text: node.text });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const validationKeys: Record<Locale, Map<string, string>> = {
  en: leaves(enValidation),
  es: leaves(esValidation),
  pt: leaves(ptValidation),
};

describe("the account schemas' messages", () => {
  const keys = [
    ...new Set(
      stringLiterals()
        .map(({ text }) => text)
        .filter((text) => /^(auth|profile)\.[A-Za-z]+(\.[A-Za-z]+)*$/.test(text)),
    ),
  ];

  it("name validation keys (some found)", () => expect(keys.length).toBeGreaterThan(20));

  it.each(locales)("exist in the %s validation catalogue", (locale) => {
    for (const key of keys) expect([key, validationKeys[locale].has(key)]).toEqual([key, true]);
  });

  it.each(locales)("include every password rule, with {min}, in %s", (locale) => {
    const all: PasswordRule[] = passwordRules({
      minLength: 8,
      requireUppercase: true,
      requireLowercase: true,
      requireNumbers: true,
      requireSymbols: true,
    });
    for (const rule of all) expect(validationKeys[locale].has(`auth.password.${rule}`)).toBe(true);
    expect(validationKeys[locale].get("auth.password.minLength")).toContain("{min}");
  });
});

/**
 * English texts of the account code that are not messages for people: next-auth's provider labels
 * (its own sign-in page is not used), internal errors, answers only a broken client gets, the
 * export's notes and the resend route's body (the form shows its own words).
 */
const notForPeople = new Set([
  "Email and password",
  "Authentication code",
  "Recovery code",
  "Malformed JSON body",
  "Unreadable two-factor secret",
  "Expected multipart/form-data with a file",
  "Malformed upload",
  "Please check your email for a new confirmation link.",
]);

describe("the account code's refusals", () => {
  const sentences = stringLiterals().filter(
    ({ file, text }) =>
      /^[A-Z][a-z']* /.test(text) && !notForPeople.has(text) && !file.endsWith(join("profile", "export.ts")),
  );

  it("are found", () => expect(sentences.length).toBeGreaterThan(25));

  it.each(["es", "pt"] as const)("are translated into %s by errors.server", (locale) => {
    for (const { file, text } of sentences)
      expect({ file, text, translated: localizeMessage(text, locale) !== text }).toEqual({
        file,
        text,
        translated: true,
      });
  });

  it("include the password strength checks", () => {
    const errors = [
      ...passwordStrengthErrors("Qwerty123!"),
      ...passwordStrengthErrors("Lucia-Andes-77", { email: "lucia@example.com" }),
      ...passwordStrengthErrors("GoLATITUD-2026"),
    ];
    expect(errors).toHaveLength(3);
    for (const text of errors) expect(localizeMessage(text, "pt")).not.toBe(text);
    expect(localizeMessage(errors[2]!, "es")).toBe("La contraseña no debe contener el nombre Latitud");
  });
});
