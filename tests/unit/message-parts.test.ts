import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import compile from "icu-minify/compile";
import { messageParts, plainText, renderParts } from "@/lib/i18n/message-parts";

const root = join(__dirname, "..", "..", "messages");
const locales = ["en", "es", "pt"] as const;

type Tree = { [key: string]: string | Tree };
const readCatalogue = (locale: string, file: string): Tree =>
  JSON.parse(readFileSync(join(root, locale, file), "utf8")) as Tree;

function* messagesOf(tree: Tree, prefix = ""): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") yield [path, value];
    else yield* messagesOf(value, path);
  }
}

/** A catalogue as the build hands it to the app: every message compiled (next.config.ts). */
function compiled(tree: Tree): unknown {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === "string" ? compile(value) : compiled(value),
    ]),
  );
}

describe("catalogue messages read as text and placeholders", () => {
  test("a message reads the same as written and as the build compiles it, in every catalogue", () => {
    let read = 0;
    for (const locale of locales)
      for (const file of readdirSync(join(root, locale)))
        for (const [path, message] of messagesOf(readCatalogue(locale, file))) {
          const parts = messageParts(message);
          expect({ path: `${locale}/${file}:${path}`, parts: messageParts(compile(message)) }).toEqual({
            path: `${locale}/${file}:${path}`,
            parts,
          });
          if (parts) read++;
        }
    expect(read).toBeGreaterThan(1000);
  });

  test("placeholders take their values; plain texts read as text; plurals, selects and markup are not read", () => {
    const parts = messageParts(compile("Try again in {seconds} seconds."));
    expect(parts).toEqual(["Try again in ", { name: "seconds" }, " seconds."]);
    expect(renderParts(parts!, { seconds: "7" })).toBe("Try again in 7 seconds.");
    expect(renderParts(parts!)).toBe("Try again in {seconds} seconds.");
    expect(plainText(compile("Members' community chat"))).toBe("Members' community chat");
    expect(plainText(compile("Try again in {seconds} seconds."))).toBeNull();
    for (const message of [
      "{count, plural, one {# city} other {# cities}}",
      "Read the <terms>terms</terms>",
    ]) {
      expect(messageParts(message)).toBeNull();
      expect(messageParts(compile(message))).toBeNull();
    }
  });

  test("the server's messages translate the same from compiled catalogues", () => {
    const cases: Array<[string, "es" | "pt"]> = [
      ["Messages cannot exceed 2000 characters.", "es"],
      ["Messages cannot exceed 2000 characters.", "pt"],
      ["auth.password.minLength", "es"],
    ];
    const translate = () => {
      const { localizeMessage } = jest.requireActual<typeof import("@/lib/i18n/server-messages")>(
        "@/lib/i18n/server-messages",
      );
      return cases.map(([message, locale]) => localizeMessage(message, locale));
    };
    let asWritten: string[] = [];
    let asBuilt: string[] = [];
    jest.isolateModules(() => {
      asWritten = translate();
    });
    jest.isolateModules(() => {
      for (const locale of locales)
        for (const file of ["errors.json", "validation.json"])
          jest.doMock(`@/messages/${locale}/${file}`, () => compiled(readCatalogue(locale, file)));
      asBuilt = translate();
    });
    expect(asWritten).toEqual([
      "Los mensajes no pueden superar los 2000 caracteres.",
      "As mensagens não podem passar de 2000 caracteres.",
      expect.stringContaining("{min}"),
    ]);
    expect(asBuilt).toEqual(asWritten);
  });
});
