// Brotli for the build's script and style files. Next.js compresses responses with gzip only; Brotli
// at its highest level makes our scripts ~13% smaller, which a phone on a slow network feels on
// every first visit. Compressing at level 11 is slow, so it happens once, after the build
// (`precompressStatic`), and the server sends the stored file (`brotliStaticHandler`). A build
// without .br files, or a client without Brotli, gets Next.js's own response.
import { createReadStream, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { configuredHeaders } from "./route-table.mjs";

const compress = promisify(brotliCompress);
const types = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };
const extension = (name) => name.slice(name.lastIndexOf("."));
/** Smaller files gain too little to be worth a second copy. */
const minBytes = 1024;

function staticFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) staticFiles(full, out);
    else if (types[extension(entry.name)]) out.push(full);
  }
  return out;
}

/** Writes `<file>.br` beside every script and style file of the build. Returns how many it wrote. */
export async function precompressStatic(dist) {
  const files = staticFiles(join(dist, "static")).filter((file) => statSync(file).size >= minBytes);
  await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file);
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      };
      writeFileSync(`${file}.br`, await compress(data, { params }));
    }),
  );
  return files.length;
}

/**
 * A request handler for `/_next/static/…` that answers with the stored Brotli file when the client
 * accepts Brotli and the build has one; returns false to leave the request to Next.js. Only files
 * listed at start-up are served, so a request path can never reach outside the build folder.
 */
export function brotliStaticHandler(dist) {
  const root = join(dist, "static");
  const available = new Map();
  for (const file of staticFiles(root)) {
    const compressed = `${file}.br`;
    if (!existsSync(compressed)) continue;
    const path = `/_next/static/${relative(root, file).split(sep).join("/")}`;
    const { size, mtime } = statSync(compressed);
    available.set(path, {
      compressed,
      size,
      etag: `W/"br-${size.toString(16)}-${mtime.getTime().toString(16)}"`,
      type: types[extension(file)],
    });
  }
  // Every static file gets the same configured headers; any path under /_next/static stands for all.
  const headers = available.size ? configuredHeaders(dist)("/_next/static/x.js") : [];

  return function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const path = (req.url ?? "").split("?")[0];
    const file = available.get(path);
    if (!file || !/\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""))) return false;
    for (const { key, value } of headers) res.setHeader(key, value);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Content-Type", file.type);
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", file.etag);
    if (req.headers["if-none-match"] === file.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader("Content-Length", file.size);
    if (req.method === "HEAD") res.end();
    else
      createReadStream(file.compressed)
        .on("error", () => res.destroy())
        .pipe(res);
    return true;
  };
}

// Run as a script: no top-level await, so the benchmarks' CommonJS loader (tsx) can import this module.
if (import.meta.url === `file://${process.argv[1]}`) {
  void precompressStatic(join(process.cwd(), process.env.NEXT_DIST_DIR || ".next")).then((count) =>
    console.log(`Brotli copies written for ${count} script and style files.`),
  );
}
