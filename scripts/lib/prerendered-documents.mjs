// Prerendered public documents (a city page, /es/visa, the legal pages) answered by the server
// itself, from memory, compressed once. Through Next.js the same bytes cost five times a static file
// (its proxy with next-intl, route resolution, the cache read, Brotli per request): docs/PERFORMANCE.md (#22).
//
// Correctness first: the answer is Next.js's own. The first plain GET of a document goes to Next.js,
// and its status and headers are recorded as sent (the proxy's policy and security headers, Vary,
// ETag, Cache-Control, Next.js's own); later requests that Next.js would answer the same way get
// those headers with the prerendered file as the body. A request is served here only when nothing
// in it can change the answer:
// - GET, no query, no conditional or range header, none of the router's (RSC, Next-Router-*),
//   no server action;
// - no cookie but the language cookie: a session may redirect (account pages) or be refreshed;
// - the language is settled: the language cookie names the page's language, or, without it,
//   Accept-Language asks only for that language (otherwise next-intl redirects an English path, or
//   sets the cookie: proxy.ts);
// - Accept-Encoding is plain (br, gzip or nothing, no weights).
// Everything else, and any document whose recorded answer was not a 200 without cookies, is Next.js's.
// Entries are keyed by the build (BUILD_ID) and the file's size and mtime: a replaced file is read again.
// Memory: each document visited, three times over (plain, Brotli, gzip): ~175 KB for a city page,
// ~25 MB if all ~150 documents of 30 cities in three languages are.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Request headers that make Next.js answer something else than the document (or a 304/206), or
 * revalidate it (x-prerender-revalidate, x-next-revalidated-tags).
 */
const routerHeader =
  /^(rsc|next-|x-middleware|x-nextjs|x-next-|x-prerender|x-invoke|x-matched-path|if-|range$)/;

/** Headers of the recorded answer that belong to one response, not to the document. */
const perResponse = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
]);

/**
 * The documents the build prerendered whole and for good, by app path ("/en/visa"): those of
 * csp-static.json that prerender-manifest.json marks complete (not a partly prerendered shell that
 * Next.js completes per request) and never revalidated (no ISR: Next.js would render them again).
 */
function prerenderedPaths(dist) {
  try {
    const { pages } = JSON.parse(readFileSync(join(dist, "csp-static.json"), "utf8"));
    const { routes } = JSON.parse(readFileSync(join(dist, "prerender-manifest.json"), "utf8"));
    return Object.keys(pages).filter(
      (path) => routes[path]?.response === "complete" && routes[path].initialRevalidateSeconds === false,
    );
  } catch {
    return [];
  }
}

/** The request's cookies, or null when one of them is not the language cookie, or it comes twice. */
function onlyLanguageCookie(header, name) {
  if (!header) return {};
  const cookies = {};
  for (const part of String(header).split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (!key) continue;
    if (key !== name || key in cookies) return null;
    cookies[key] = value.join("=");
  }
  return cookies;
}

/**
 * The one language Accept-Language asks for ("es-419,es;q=0.9" → "es"), or null when it names
 * several, a wildcard, a zero weight, or nothing: next-intl's matcher then decides, not us.
 */
function onlyLanguage(header) {
  if (!header) return null;
  let language = null;
  for (const entry of String(header).split(",")) {
    const [tag, ...params] = entry.trim().toLowerCase().split(";");
    const primary = tag.split("-")[0];
    if (!/^[a-z]{2,3}$/.test(primary)) return null;
    if (params.some((p) => !/^\s*q=(0\.\d*[1-9]\d*|1(\.0*)?)\s*$/.test(p))) return null;
    if (language && language !== primary) return null;
    language = primary;
  }
  return language;
}

/** "br", "gzip" or "identity" for a plain Accept-Encoding; null when it has weights (Next.js's choice). */
function encodingFor(header) {
  if (header === undefined) return "identity";
  const tokens = String(header)
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.some((token) => token.includes(";"))) return null;
  if (tokens.includes("br")) return "br";
  if (tokens.includes("gzip")) return "gzip";
  return tokens.length === 0 || tokens.every((token) => token === "identity") ? "identity" : null;
}

/**
 * `prerenderedDocuments({ dist, languages })` gives `serve(req, res)`: true when it answered.
 * `languages()` gives `{ locales, defaultLocale, cookie }` (registered by instrumentation.ts), or
 * null until the app has started: then nothing is served here.
 */
export function prerenderedDocuments({ dist, languages }) {
  const buildId = readFileSync(join(dist, "BUILD_ID"), "utf8").trim();
  const appPaths = prerenderedPaths(dist);
  /** External path ("/visa", "/es/visa") → { file, locale }; filled once the languages are known. */
  let documents = null;
  /** External path → the recorded answer (or false: Next.js answers it). */
  const answers = new Map();

  function documentsByPath(config) {
    const map = new Map();
    for (const appPath of appPaths) {
      const [, locale, ...rest] = appPath.split("/");
      if (!config.locales.includes(locale)) continue;
      const tail = rest.length ? `/${rest.join("/")}` : "";
      const external = locale === config.defaultLocale ? tail || "/" : `/${locale}${tail}`;
      map.set(external, { file: join(dist, "server", "app", `${appPath}.html`), locale });
    }
    return map;
  }

  /** Whether next-intl keeps this request on `locale`'s page without redirecting or setting a cookie. */
  function languageSettled(req, locale, config) {
    const cookies = onlyLanguageCookie(req.headers.cookie, config.cookie);
    if (!cookies) return false;
    if (config.cookie in cookies) return cookies[config.cookie] === locale;
    const asked = onlyLanguage(req.headers["accept-language"]);
    return asked === locale;
  }

  function eligible(req) {
    if (req.method !== "GET" || (req.url ?? "").includes("?")) return null;
    const config = languages();
    if (!config) return null;
    documents ??= documentsByPath(config);
    const document = documents.get(req.url);
    if (!document) return null;
    for (const name of Object.keys(req.headers)) if (routerHeader.test(name)) return null;
    if (!languageSettled(req, document.locale, config)) return null;
    const encoding = encodingFor(req.headers["accept-encoding"]);
    return encoding ? { ...document, encoding } : null;
  }

  /** Reads and compresses the document once, after Next.js answered it with `status` and `headers`. */
  async function record(path, file, status, headers) {
    const version = (() => {
      const { size, mtimeMs } = statSync(file);
      return `${buildId}:${size}:${mtimeMs}`;
    })();
    const setCookie = headers["set-cookie"] !== undefined;
    const html = String(headers["content-type"] ?? "").startsWith("text/html");
    if (status !== 200 || setCookie || !html) {
      answers.set(path, false);
      return;
    }
    const identity = readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipped(identity, { level: 9 }),
    ]);
    const kept = Object.entries(headers).filter(([name]) => !perResponse.has(name));
    answers.set(path, { version, file, headers: kept, bodies: { br, gzip: gz, identity } });
  }

  return function serve(req, res) {
    const request = eligible(req);
    if (!request) return false;
    const answer = answers.get(req.url);
    if (answer === false) return false;
    if (answer) {
      const { size, mtimeMs } = statSync(answer.file, { throwIfNoEntry: false }) ?? {};
      if (answer.version === `${buildId}:${size}:${mtimeMs}`) {
        const body = answer.bodies[request.encoding];
        for (const [name, value] of answer.headers) res.setHeader(name, value);
        if (request.encoding !== "identity") res.setHeader("Content-Encoding", request.encoding);
        res.setHeader("Content-Length", body.length);
        res.statusCode = 200;
        res.end(body);
        return true;
      }
      answers.delete(req.url);
    }
    // Next.js answers; what it sent becomes the answer for the next requests of this kind.
    const path = req.url;
    res.once("finish", () => {
      if (answers.has(path)) return;
      answers.set(path, false); // until recorded: one recording per document
      record(path, request.file, res.statusCode, res.getHeaders()).catch(() => answers.delete(path));
    });
    return false;
  };
}
