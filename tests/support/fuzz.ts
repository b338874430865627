import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fc from "fast-check";
import { encode } from "next-auth/jwt";
import { createSession } from "@/lib/auth/sessions";
import { db, type Role } from "@/lib/services/database";
import { client, createUser } from "./factories";

/*
 * Helpers of the fuzz suite (tests/integration/fuzz-*.test.ts): finding every route handler and
 * server action on disk, the generators of bad input, the signed-in personas, and a snapshot of the
 * row count of every table (nothing may be stored half-written).
 */

// ---------------------------------------------------------------------------------------------
// Running properties

/**
 * One fixed seed: every run generates the same inputs, so any failure reproduces (its report names
 * the seed and the counterexample). FUZZ_SEED=<n> explores other inputs; FUZZ_RUNS=<n> more of them.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED) || 20_260_409;

/**
 * The mutation budgets (lib/config/rate-limits.ts, read per call) set out of reach, so the fuzz
 * reaches validation instead of stopping at 429s. 429 stays an acceptable answer regardless.
 */
export const fuzzEnv = { MUTATION_LIMIT_PER_IP: "1000000", MUTATION_LIMIT_PER_USER: "1000000" };

/** Long runs of one character (the 1 MB strings, 10,000 brackets) folded, so a report stays readable. */
export function compact(text: string, max = 6_000): string {
  const folded = text.replace(
    /([\s\S])\1{47,}/g,
    (run, char: string) => `${char.repeat(8)}…(${run.length}×)`,
  );
  return folded.length > max ? `${folded.slice(0, max)}…(${folded.length - max} more characters)` : folded;
}

/** The fixed seed, varied by a label (handler and persona), so each gets its own inputs. */
export function seedFor(label: string): number {
  let hash = FUZZ_SEED;
  for (const char of label) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Checks a property with the fixed seed of `label`. A failure reports the seed, the (shrunk)
 * counterexample and what went wrong, compacted.
 */
export async function fuzz<T>(
  label: string,
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  numRuns: number,
): Promise<void> {
  const details = await fc.check(fc.asyncProperty(arbitrary, predicate), { seed: seedFor(label), numRuns });
  if (!details.failed) return;
  const cause =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  const rerun = `Rerun: FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${numRuns} (fast-check's seed above is derived from it and the label).`;
  throw new Error(
    `${compact(`${label}: ${fc.defaultReportMessage(details) ?? "the property failed"}`)}\nWhat went wrong: ${compact(cause, 3_000)}\n${rerun}`,
  );
}

/** A value whose printed form (in fast-check reports) is `label` instead of its full content. */
export function labelled<T extends object>(value: T, label: string): T {
  return Object.assign(value, { [fc.toStringMethod]: () => label });
}

// ---------------------------------------------------------------------------------------------
// Discovery: what the fuzz covers is read from the file system, so new routes and actions join it.

const ROOT = process.cwd();

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".") || entry.name === "node_modules" || entry.name === "generated") return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

export type Segment =
  | { kind: "static"; name: string }
  | { kind: "param"; name: string }
  | { kind: "catchAll"; name: string; optional: boolean };
export type RouteFile = { file: string; pattern: string; segments: Segment[] };

function segmentOf(name: string): Segment | null {
  // route groups and parallel slots add nothing to the URL
  if (/^\(.*\)$/.test(name) || name.startsWith("@")) return null;
  const optional = /^\[\[\.\.\.(.+)\]\]$/.exec(name);
  if (optional) return { kind: "catchAll", name: optional[1]!, optional: true };
  const catchAll = /^\[\.\.\.(.+)\]$/.exec(name);
  if (catchAll) return { kind: "catchAll", name: catchAll[1]!, optional: false };
  const param = /^\[(.+)\]$/.exec(name);
  return param ? { kind: "param", name: param[1]! } : { kind: "static", name };
}

/**
 * Every App Router route handler (`app/**\/route.ts`) with its URL pattern, e.g.
 * `/api/cali-sandbox/v1/[...path]`.
 */
export function discoverRoutes(dir = "app"): RouteFile[] {
  return filesUnder(dir)
    .filter((file) => /(?:^|[/\\])route\.[cm]?[jt]sx?$/.test(file))
    .map((file) => {
      const segments = relative(dir, file)
        .split(sep)
        .slice(0, -1)
        .map(segmentOf)
        .filter((s): s is Segment => s !== null);
      const pattern = `/${segments.map((s) => (s.kind === "static" ? s.name : s.kind === "param" ? `[${s.name}]` : s.optional ? `[[...${s.name}]]` : `[...${s.name}]`)).join("/")}`;
      return { file: join(ROOT, file), pattern, segments };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

const USE_SERVER = /^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(["'])use server\1/;

/** Every module whose first statement is the "use server" directive: its exports are server actions. */
export function discoverServerActionModules(dirs = ["lib", "app"]): string[] {
  return dirs
    .flatMap((dir) => filesUnder(dir))
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !file.endsWith(".d.ts") &&
        USE_SERVER.test(readFileSync(join(ROOT, file), "utf8")),
    )
    .sort();
}

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

// ---------------------------------------------------------------------------------------------
// Bad strings and values

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "nul\u0000byte",
  "\ud800",
  "lone \udfff surrogate",
  "\u202e\u0645\u0631\u062d\u0628\u0627 RTL override",
  "שָׁלוֹם עולם",
  "👩🏽‍💻🇨🇴🏳️‍🌈",
  "Z\u0351\u0352\u0357\u0358a\u0352\u035bl\u0358g\u035co",
  "\ufeffbom",
  "\r\n\t\u000b\u000c",
  "\u2028\u2029",
  "\u200b\u200d\u2060",
  "' OR '1'='1' --",
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "NaN",
  "-1",
  "1e309",
  "true",
  "null",
  "[object Object]",
  "__proto__",
  "constructor",
  "x@y",
  "a".repeat(257),
];

/** Strings of any UTF-16 code units: NUL, controls, lone surrogates and all. */
const codeUnitString = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  maxLength: 24,
});

/** 10 kB to 1 MB of one character. */
export const hugeString = fc
  .constantFrom(10_000, 70_000, 1_048_576)
  .chain((length) =>
    fc.constantFrom("x", "é", "\u0000", "😀").map((char) => char.repeat(length / char.length)),
  );

/** Short hostile strings: the list above, random code units, random graphemes. */
export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: codeUnitString },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 16 }) },
);

/** What PostgreSQL cannot store: NUL in text, NUL and lone surrogates in JSON columns. */
export const storageHazard = fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfff", "\ud83d");

export const badString = fc.oneof(
  { weight: 3, arbitrary: storageHazard },
  { weight: 6, arbitrary: nastyString },
  { weight: 1, arbitrary: hugeString },
);

const badNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.5),
);

export const badScalar: fc.Arbitrary<string | number | boolean | null> = fc.oneof(
  badString,
  badNumber,
  fc.boolean(),
  fc.constant(null),
);

const hostileKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "valueOf",
    "hasOwnProperty",
    "",
    "\u0000",
    "a.b",
    "0",
  ),
  nastyString,
);

/** An object with own properties only, even for "__proto__" (a plain assignment would set the prototype). */
export function ownObject(entries: Array<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

/** JSON-able values of the wrong kind: scalars, arrays, objects with hostile keys, a few levels deep. */
export const badJsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    badScalar,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.array(fc.tuple(hostileKey, tie("value")), { maxLength: 4 }).map(ownObject),
  ),
})).value;

/** `{"a":` × depth … `}` × depth, or the same with arrays: parses fine, breaks recursive code. */
export function deepJson(depth: number, kind: "array" | "object"): string {
  return kind === "array"
    ? `${"[".repeat(depth)}${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

export const PROTOTYPE_POLLUTION =
  '"__proto__":{"polluted":"yes","role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}}';

/** Whether anything reached Object.prototype (what PROTOTYPE_POLLUTION tries). */
export function prototypePolluted(): boolean {
  const probe = {} as Record<string, unknown>;
  return probe.polluted !== undefined || probe.isAdmin !== undefined || probe.role !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Mutations of a valid input: one field at a time is made bad, so validation is passed elsewhere.

export type JsonObject = { [key: string]: unknown };
type Path = string[];

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (value && typeof value === "object" && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...path, key]));
  return [path];
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === "object" ? (node as JsonObject)[key] : undefined),
    value,
  );
}

function setAt(value: JsonObject, path: Path, replacement: unknown, remove = false): JsonObject {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const copy: JsonObject = { ...value };
  if (rest.length === 0) {
    if (remove) delete copy[key];
    else copy[key] = replacement;
  } else copy[key] = setAt((value[key] ?? {}) as JsonObject, rest, replacement, remove);
  return copy;
}

/**
 * The valid input `seed` with one field changed: replaced by a value of the wrong kind, a hostile
 * string appended to or put in place of its text (NUL bytes, lone surrogates, RTL, 1 MB), removed;
 * or an extra field, or prototype-pollution keys. The seed itself is included (valid input).
 */
export function mutated(seed: JsonObject): fc.Arbitrary<JsonObject> {
  const extraField = fc
    .tuple(hostileKey, badJsonValue)
    .map(([key, value]) => Object.assign(ownObject([[key, value]]), seed));
  const pollution = fc.constant(seed).map((s) =>
    Object.assign(
      ownObject([
        ["__proto__", { polluted: "yes", role: "admin" }],
        ["constructor", { prototype: { polluted: "yes" } }],
      ]),
      s,
    ),
  );
  const paths = leafPaths(seed).filter((path) => path.length > 0);
  if (!paths.length) return fc.oneof(fc.constant(seed), extraField, pollution);
  const path = fc.constantFrom(...paths);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(seed) },
    { weight: 3, arbitrary: fc.tuple(path, badJsonValue).map(([at, value]) => setAt(seed, at, value)) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(path, badString)
        .map(([at, text]) => setAt(seed, at, `${String(getAt(seed, at) ?? "")}${text}`)),
    },
    { weight: 2, arbitrary: fc.tuple(path, badString).map(([at, text]) => setAt(seed, at, text)) },
    { weight: 1, arbitrary: path.map((at) => setAt(seed, at, undefined, true)) },
    { weight: 1, arbitrary: extraField },
    { weight: 1, arbitrary: pollution },
  );
}

// ---------------------------------------------------------------------------------------------
// Request bodies

export type BodyPayload = string | Uint8Array | FormData;
export type Body = { label: string; contentType: string | null; payload: BodyPayload };

function preview(payload: BodyPayload): string {
  if (typeof payload === "string") return compact(JSON.stringify(payload), 300);
  if (payload instanceof Uint8Array) return `<${payload.length} bytes>`;
  return `FormData(${[...payload.keys()].map((key) => JSON.stringify(key)).join(", ")})`;
}

export function body(label: string, contentType: string | null, payload: BodyPayload): Body {
  return labelled(
    { label, contentType, payload },
    `${label} [${contentType ?? "no content-type"}] ${preview(payload)}`,
  );
}

const anyContentType = fc.constantFrom<string | null>(
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json; charset=utf-16",
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=----fuzz",
  "application/xml",
  "application/octet-stream",
  "application/jsonx",
  "*/*",
  null,
);

const jsonTypes = fc.constantFrom<string | null>(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  null,
  "application/x-www-form-urlencoded",
);

const MALFORMED_JSON = [
  '{"a":',
  "[1,2",
  "{'a':1}",
  "undefined",
  "NaN",
  "\u0000",
  "\ufeff{}",
  '{"a":1}{"b":2}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  "",
  " ",
  "{",
  "}",
  '"',
  '{"a":1,}',
  "1e99999",
  "-",
];

const invalidUtf8 = fc.constantFrom(
  Uint8Array.from([0xff, 0xfe, 0x00, 0x7b]),
  Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  Uint8Array.from([0xed, 0xa0, 0x80]),
);

/**
 * Bytes that start like an image (PNG, JPEG, WebP, GIF signatures) and go on as garbage: they pass
 * a sniff, not a decoder.
 */
const IMAGE_SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff, 0xe0],
  [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
  [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
];
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 4_096 }),
  fc
    .tuple(fc.constantFrom(...IMAGE_SIGNATURES), fc.uint8Array({ maxLength: 4_096 }))
    .map(([signature, rest]) => Uint8Array.from([...signature, ...rest])),
);

const formEncoded = (entries: Array<[string, unknown]>) =>
  entries
    .map(
      ([key, value]) =>
        `${safeEncode(key)}=${safeEncode(typeof value === "string" ? value : (JSON.stringify(value) ?? ""))}`,
    )
    .join("&");

/** Percent-encodes any string, lone surrogates included (as U+FFFD, what a browser would send). */
export const safeEncode = (text: string) => encodeURIComponent(text.toWellFormed());

/**
 * Bad request bodies: wrong JSON types, malformed JSON, 1 MB, 10,000 levels deep, invalid UTF-8,
 * garbage multipart and form bodies, mismatched content types; mutations of `seed` when given.
 */
export function badBody(seed?: JsonObject): fc.Arbitrary<Body> {
  const generic: Array<fc.WeightedArbitrary<Body>> = [
    {
      weight: 3,
      arbitrary: fc
        .tuple(badJsonValue, anyContentType)
        .map(([value, type]) => body("wrong JSON type", type, JSON.stringify(value) ?? "null")),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...MALFORMED_JSON), jsonTypes)
        .map(([text, type]) => body("malformed JSON", type, text)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hugeString, jsonTypes)
        .map(([text, type]) =>
          body("huge JSON string", type, JSON.stringify({ message: text, email: text })),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom<"array" | "object">("array", "object"),
          fc.constantFrom(3_000, 10_000),
          jsonTypes,
        )
        .map(([kind, depth, type]) => body(`JSON ${depth} levels deep`, type, deepJson(depth, kind))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(invalidUtf8, anyContentType)
        .map(([bytes, type]) => body("invalid UTF-8", type, bytes)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 512 }), anyContentType)
        .map(([bytes, type]) => body("random bytes", type, bytes)),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(hostileKey, badScalar), { maxLength: 5 })
        .map((entries) =>
          body(
            "urlencoded garbage",
            "application/x-www-form-urlencoded",
            `${formEncoded(entries)}&%zz=%E0%A4%A&&=&a[__proto__][x]=1`,
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "multipart/form-data",
            "multipart/form-data; boundary=",
            "multipart/form-data; boundary=----fuzz",
            "multipart/mixed; boundary=x",
          ),
          nastyString,
        )
        .map(([type, text]) =>
          body(
            "multipart garbage",
            type,
            `------fuzz\r\nContent-Disposition: form-data; name="file"; filename="${text}"\r\n\r\n${text}\r\n------fuzz`,
          ),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.array(fc.tuple(hostileKey, nastyString), { maxLength: 4 }),
          fileBytes,
          fc.constantFrom("file", "avatar", ""),
        )
        .map(([fields, bytes, fileField]) => {
          const form = new FormData();
          for (const [key, value] of fields) form.append(key, value);
          form.append(fileField, new Blob([bytes], { type: "image/png" }), "avatar.png");
          return body("multipart with a garbage file", null, form);
        }),
    },
  ];
  if (!seed) return fc.oneof(...generic);
  return fc.oneof(
    ...generic,
    {
      weight: 24,
      arbitrary: mutated(seed).map((input) =>
        body("mutated valid JSON", "application/json", JSON.stringify(input)),
      ),
    },
    {
      weight: 2,
      arbitrary: mutated(seed).map((input) =>
        body(
          "mutated valid input, form-encoded",
          "application/x-www-form-urlencoded",
          formEncoded(Object.entries(input)),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constant(
        body(
          "valid JSON with prototype pollution",
          "application/json",
          `{${PROTOTYPE_POLLUTION},${JSON.stringify(seed).slice(1)}`,
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: anyContentType.map((type) =>
        body("valid JSON, other content type", type, JSON.stringify(seed)),
      ),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Query strings and dynamic segments

const RAW_QUERY_GARBAGE = [
  "%",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AF",
  "%00",
  "%FF%FE",
  "+",
  "&&&",
  "=",
  "a=1&a=2&a=3",
  "__proto__=x",
  "constructor[prototype][x]=1",
  "a[]=1&a[]=2",
];

/** A query string: garbage, or `seed`'s parameters with one of them made bad. */
export function badQuery(seed?: Record<string, string>): fc.Arbitrary<string> {
  const pair = fc
    .tuple(
      fc.oneof(hostileKey, fc.constantFrom(...Object.keys(seed ?? { q: "" }))),
      fc.oneof(badString, badNumber.map(String)),
    )
    .map(([key, value]) => `${safeEncode(key)}=${safeEncode(value)}`);
  const garbage = fc
    .array(fc.oneof(pair, fc.constantFrom(...RAW_QUERY_GARBAGE)), { maxLength: 5 })
    .map((parts) => (parts.length ? `?${parts.join("&")}` : ""));
  if (!seed) return garbage;
  const mutatedSeed = fc
    .tuple(
      fc.constantFrom(...Object.keys(seed)),
      fc.oneof(badString, badNumber.map(String), fc.constantFrom(...RAW_QUERY_GARBAGE)),
    )
    .map(([key, value]) => {
      const params = Object.entries(seed).map(
        ([k, v]) =>
          `${safeEncode(k)}=${k === key ? (RAW_QUERY_GARBAGE.includes(value) ? value : safeEncode(value)) : safeEncode(v)}`,
      );
      return `?${params.join("&")}`;
    });
  return fc.oneof(garbage, mutatedSeed, fc.constant(`?${new URLSearchParams(seed)}`));
}

/** One bad path segment, as a route's params receive it (already decoded). */
export const badSegment = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "..",
      ".",
      "%2e%2e",
      "../../etc/passwd",
      "a/../../b",
      "\u0000",
      "x.pdf\u0000.png",
      "CON",
      "x".repeat(5_000),
      "\ud800",
      "😀",
      "-1",
      "~",
      " ",
      "colombia.pdf",
      "avatars",
    ),
  },
  { weight: 2, arbitrary: nastyString.filter((text) => text.length > 0) },
);

// ---------------------------------------------------------------------------------------------
// Signed-in personas

export type PersonaName = "anonymous" | "member" | "lawyer" | "admin";
export type Persona = {
  name: PersonaName;
  userId: string | null;
  sessionId: string | null;
  cookie: string | null;
};

/**
 * A real session (row in user_sessions) in next-auth's real cookie for each role. Admins have
 * two-factor enrolled (admin-only functions refuse admins without it).
 */
export async function createPersonas(secret: string): Promise<Persona[]> {
  const personas: Persona[] = [{ name: "anonymous", userId: null, sessionId: null, cookie: null }];
  for (const name of ["member", "lawyer", "admin"] as const) {
    const user = await createUser({ role: name as Role, name: `Fuzz ${name}` });
    if (name === "admin")
      await db.twoFactorSecret.create({
        data: { userId: user.id, secretEncrypted: "fuzz-not-a-real-secret", enabledAt: new Date() },
      });
    const sessionId = await createSession(user.id, client);
    personas.push({
      name,
      userId: user.id,
      sessionId,
      cookie: await encode({ token: { sid: sessionId, sub: user.id }, secret }),
    });
  }
  return personas;
}

/** A fresh documentation-range IP per call, so per-IP limits of one call do not decide the next. */
export const randomIp = () =>
  `198.18.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}`;

// ---------------------------------------------------------------------------------------------
// Nothing stored half-written: the row count of every table, before and after.

let tableNames: Promise<string[]> | undefined;

async function publicTables(): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<Array<{ table_name: string }>>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY table_name",
  );
  return rows.map((row) => row.table_name);
}

export type TableCounts = Record<string, number>;

/** One count per name, from `SELECT <name>, count(*) … UNION ALL …` (one statement, any number of parts). */
async function namedCounts(
  parts: Array<[name: string, countQuery: string]>,
): Promise<Record<string, number>> {
  const query = parts
    .map(([name, countQuery]) => `SELECT '${name}' AS name, (${countQuery}) AS count`)
    .join(" UNION ALL ");
  const rows = await db.$queryRawUnsafe<Array<{ name: string; count: bigint | number }>>(query);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
}

/** `SELECT count(*)` of every table of the public schema, in one statement. */
export async function tableCounts(): Promise<TableCounts> {
  const names = await (tableNames ??= publicTables());
  return namedCounts(names.map((name) => [name, `SELECT count(*) FROM "${name}"`]));
}

/**
 * The card sandbox's tables: the records of the card provider it stands in for, not ours. What the
 * provider keeps of a call our app made before refusing (a plan created on first use, a declined
 * charge) is the provider's business; only the sandbox's own routes are held to them.
 */
export const PROVIDER_TABLES = [
  "cali_sandbox_plans",
  "cali_sandbox_subscriptions",
  "cali_sandbox_transactions",
  "cali_sandbox_idempotency",
  "cali_sandbox_ciphers",
] as const;

/** Tables whose row count differs, as "table +n" / "table -n". */
export function countChanges(
  before: TableCounts,
  after: TableCounts,
  ignore: readonly string[] = [],
): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => !ignore.includes(name) && (before[name] ?? 0) !== (after[name] ?? 0))
    .map((name) => {
      const delta = (after[name] ?? 0) - (before[name] ?? 0);
      return `${name} ${delta > 0 ? "+" : ""}${delta}`;
    });
}

// ---------------------------------------------------------------------------------------------
// Nothing stored half-written: invariants of the data that no answer, refusal or not, may break.
// Each query counts the rows that break its rule (prisma/schema/ and the code that writes).
// Only rules every legitimate flow keeps: e.g. no "belongs to an existing user" where no foreign key
// exists, since deleting an account may leave such rows by design.

const INVARIANTS: Record<string, string> = {
  "every user has a profile (one per user, id = user id)": `SELECT count(*) FROM users u WHERE NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = u.id)`,
  "every user has their password in password_history": `SELECT count(*) FROM users u WHERE NOT EXISTS (SELECT 1 FROM password_history h WHERE h.user_id = u.id)`,
  "user emails are stored trimmed and lower-cased": `SELECT count(*) FROM users WHERE email <> lower(btrim(email)) OR email = ''`,
  "newsletter emails are stored trimmed and lower-cased": `SELECT count(*) FROM newsletter_subscribers WHERE email <> lower(btrim(email)) OR email = ''`,
  "no checkout attempt is left processing once its request has answered": `SELECT count(*) FROM checkout_attempts WHERE status = 'processing'`,
  "every stored payment event was applied (a failed one is removed for the provider's retry)": `SELECT count(*) FROM payment_events WHERE processed_at IS NULL`,
  "subscription periods end after they start": `SELECT count(*) FROM subscriptions WHERE current_period_end < current_period_start`,
  "no payment has a negative amount": `SELECT count(*) FROM payments WHERE amount_cents < 0`,
  "no lawyer has a negative credit balance": `SELECT count(*) FROM lawyer_credits WHERE credits_balance < 0`,
  "every credit purchase bought a positive number of credits": `SELECT count(*) FROM credit_purchases WHERE credits <= 0 OR amount_cents < 0`,
  "a lead unlock costs one credit, or none under lawyer premium": `SELECT count(*) FROM lead_unlocks WHERE credits_spent NOT IN (0, 1)`,
  "a removed community message records who removed it": `SELECT count(*) FROM chat_messages WHERE (deleted_at IS NULL) <> (deleted_by IS NULL)`,
  "every re-authentication belongs to a session of its user": `SELECT count(*) FROM session_reauthentications r WHERE NOT EXISTS (SELECT 1 FROM user_sessions s WHERE s.id = r.session_id AND s.user_id = r.user_id)`,
};

/** The invariants above that some rows break, with the number of such rows. */
export async function brokenInvariants(): Promise<string[]> {
  const rules = Object.entries(INVARIANTS);
  const broken = await namedCounts(rules.map(([, query], i) => [String(i), query]));
  return rules.flatMap(([rule], i) =>
    broken[String(i)] ? [`${rule}: ${broken[String(i)]} row(s) break it`] : [],
  );
}
