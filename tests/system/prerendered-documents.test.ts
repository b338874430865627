import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startApp, type AppInstance } from "./support/app";
import { createSharedDatabase, type TestDatabase } from "./support/postgres";
import { pause } from "./support/processes";

/**
 * Prerendered documents the server answers itself (scripts/lib/prerendered-documents.mjs): the
 * same status, headers and body as Next.js's own answer, in every language and encoding, and
 * every request whose answer may differ still reaches Next.js. Next.js's answer is what a request
 * with an unrelated cookie gets (never served from memory); the server's own is recognised by its
 * Content-Length on a compressed body (Next.js's compressed answers are streamed, chunked).
 */
let database: TestDatabase;
let app: AppInstance;

beforeAll(async () => {
  database = await createSharedDatabase("documents");
  app = await startApp({ name: "documents", databaseUrl: database.url });
});

afterAll(async () => {
  await app?.stop(10_000);
  await database?.drop();
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One request as sent (no decoding, no added headers), with its body decoded after. */
function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${app.base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const data = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const body =
          encoding === "br" ? brotliDecompressSync(data) : encoding === "gzip" ? gunzipSync(data) : data;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Headers that describe one response's framing, not the document. */
const framing = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
const comparable = (reply: Raw) =>
  Object.fromEntries(Object.entries(reply.headers).filter(([name]) => !framing.has(name)));

const servedByServer = (reply: Raw) =>
  reply.headers["content-length"] !== undefined && reply.headers["transfer-encoding"] === undefined;

/** Asks until the server answers `path` itself (it records Next.js's first answer, then compresses). */
async function fromMemory(path: string, headers: Record<string, string>): Promise<Raw> {
  for (let i = 0; i < 50; i++) {
    const reply = await raw(path, headers);
    if (servedByServer(reply) && reply.headers["content-encoding"] === "br") return reply;
    await pause(100);
  }
  throw new Error(`${path} was never answered from memory`);
}

const pages = [
  ["en", "/"],
  ["en", "/visa"],
  ["en", "/cities"],
  ["en", "/cities/medellin-colombia"],
  ["en", "/privacy-policy"],
  ["es", "/es"],
  ["es", "/es/cities/medellin-colombia"],
  ["es", "/es/terms-of-service"],
  ["pt", "/pt/groups"],
  ["pt", "/pt/cities"],
  ["pt", "/pt/cities/lima-peru"],
] as const;

describe.each(pages)("%s %s", (language, path) => {
  const visitor = { "accept-language": language === "en" ? "en-US,en;q=0.9" : language };

  it("is answered from memory exactly as Next.js answers it, in each encoding", async () => {
    await fromMemory(path, { ...visitor, "accept-encoding": "gzip, deflate, br" });
    for (const encoding of ["gzip, deflate, br", "gzip", ""]) {
      const headers = { ...visitor, ...(encoding ? { "accept-encoding": encoding } : {}) };
      const ours = await raw(path, headers);
      const nexts = await raw(path, { ...headers, cookie: "probe=1" });
      expect(nexts.status).toBe(200);
      expect({ status: ours.status, headers: comparable(ours) }).toEqual({
        status: nexts.status,
        headers: comparable(nexts),
      });
      expect(ours.body.equals(nexts.body)).toBe(true);
      if (encoding) expect(servedByServer(ours)).toBe(true);
      if (!encoding) expect(ours.headers["content-encoding"]).toBeUndefined();
    }
  });

  it("the same with the language cookie of its language", async () => {
    const headers = { "accept-encoding": "br", cookie: `NEXT_LOCALE=${language}`, "accept-language": "fr" };
    const ours = await fromMemory(path, headers);
    const nexts = await raw(path, { ...headers, cookie: `NEXT_LOCALE=${language}; probe=1` });
    expect(comparable(ours)).toEqual(comparable(nexts));
    expect(ours.body.equals(nexts.body)).toBe(true);
  });
});

describe("requests whose answer may differ go to Next.js", () => {
  const path = "/cities/medellin-colombia";
  const visitor = { "accept-language": "en", "accept-encoding": "br" };
  beforeAll(() => fromMemory(path, visitor));

  it("the router's requests get its payload, not the document", async () => {
    const router: Record<string, string>[] = [{ rsc: "1" }, { rsc: "1", "next-router-prefetch": "1" }];
    for (const headers of router) {
      // Without its cache-busting `_rsc` parameter Next.js sends the router there first.
      const reply = await raw(path, { ...visitor, ...headers });
      expect(reply.status).toBe(307);
      expect(reply.headers.location).toMatch(/\?_rsc/);
      const payload = await raw(String(reply.headers.location), { ...visitor, ...headers });
      expect(payload.status).toBe(200);
      expect(payload.headers["content-type"]).toMatch(/^text\/x-component/);
    }
  });

  it("a conditional request gets Next.js's 304, HEAD its head", async () => {
    const { headers } = await raw(path, visitor);
    if (headers.etag) {
      const again = await raw(path, { ...visitor, "if-none-match": String(headers.etag) });
      expect(again.status).toBe(304);
    }
    const head = await raw(path, visitor, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-security-policy"]).toBe(headers["content-security-policy"]);
  });

  it("another language goes where next-intl sends it", async () => {
    const spanish = await raw(path, { ...visitor, "accept-language": "es-419,es;q=0.9" });
    expect(spanish.status).toBe(307);
    expect(spanish.headers.location).toMatch(/\/es\/cities\/medellin-colombia$/);
    // next-intl's matcher takes Catalan for Spanish: a language the server does not guess.
    const catalan = await raw(path, { ...visitor, "accept-language": "ca" });
    expect(catalan.headers.location).toMatch(/\/es\/cities\/medellin-colombia$/);
    // Without Accept-Language next-intl sets the language cookie on the answer.
    const bare = await raw(path, { "accept-encoding": "br" });
    expect(String(bare.headers["set-cookie"])).toMatch(/NEXT_LOCALE=en/);
    const chosen = await raw(path, { ...visitor, cookie: "NEXT_LOCALE=pt" });
    expect(chosen.headers.location).toMatch(/\/pt\/cities\/medellin-colombia$/);
    // A Spanish page visited by an English browser remembers the language it was shown in.
    const remembered = await raw(`/es${path}`, visitor);
    expect(remembered.status).toBe(200);
    expect(String(remembered.headers["set-cookie"])).toMatch(/NEXT_LOCALE=es/);
  });

  it("a query string and a trailing slash are Next.js's", async () => {
    const withQuery = await raw(`${path}?error=Verification`, visitor);
    expect(servedByServer(withQuery)).toBe(false);
    const slash = await raw(`${path}/`, visitor);
    expect(slash.status).toBe(308);
  });
});
