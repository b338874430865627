// Throughput of a city page against static files served by the same server, in the same run:
// autocannon, 20 connections, 10 s each. The city page should reach at least half a static file's
// rate. Several files are measured, because at these rates bytes dominate: a tiny one (the icon,
// 0.7 KB), a city image (72 KB), and the build's script whose size is closest to the page's HTML
// (the page carries its sourced numbers: about 130 KB uncompressed), so one comparison moves the
// same bytes and shows what the page itself costs the server. Requests carry a browser's
// Accept-Language: without one next-intl sets the language cookie on every answer, which no
// browser visit gets (and which the server then leaves to Next.js, scripts/lib/prerendered-documents.mjs).
// Target (#22): the city page at ≥ 80% of the page-sized file's rate.
//   node bench/pages.mjs [--url http://localhost:3000]
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { root } from "../scripts/lib/project.mjs";
import { startBenchServer } from "./lib/server.mjs";

const args = process.argv.slice(2);
const url = args.includes("--url") ? args[args.indexOf("--url") + 1] : null;
const server = url ? null : await startBenchServer();
const base = url ?? server.base;

const cityPage = "/cities/medellin-colombia";
const headers = { "accept-language": "en-US,en;q=0.9" };

/** The build's script closest in size to the page's HTML (served by the same server, as a file). */
async function pageSizedScript() {
  const pageBytes = (await (await fetch(base + cityPage, { headers })).arrayBuffer()).byteLength;
  const dir = join(root, process.env.NEXT_DIST_DIR ?? ".next", "static", "chunks");
  const [closest] = readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, bytes: statSync(join(dir, file)).size }))
    .sort((a, b) => Math.abs(a.bytes - pageBytes) - Math.abs(b.bytes - pageBytes));
  return {
    name: `static file, page-sized (${Math.round(closest.bytes / 1024)} KB script; page ${Math.round(pageBytes / 1024)} KB)`,
    path: `/_next/static/chunks/${closest.file}`,
  };
}

const targets = [
  { name: `city page ${cityPage}`, path: cityPage },
  { name: "static file /icon.svg (0.7 KB)", path: "/icon.svg" },
  { name: "static file, a city image (72 KB)", path: "/images/cities/sao-paulo-brazil/hero.webp" },
  ...(url ? [] : [await pageSizedScript()]),
];

function run(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base + path, headers, connections: 20, duration: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const rows = [];
try {
  for (const target of targets) {
    await run(target.path).catch(() => {}); // warm-up pass is not counted
    const result = await run(target.path);
    rows.push({
      target: target.name,
      "req/s": Math.round(result.requests.average),
      "KB/response": Math.round(result.throughput.average / result.requests.average / 1024),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
} finally {
  await server?.stop();
}
console.table(rows);
for (const other of rows.slice(1)) {
  console.log(
    `city page / ${other.target}: ${((rows[0]["req/s"] / other["req/s"]) * 100).toFixed(0)}% (target ≥ 80% of the page-sized file)`,
  );
}
