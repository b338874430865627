// Throughput of a city page against static files served by the same server, in the same run:
// autocannon, 20 connections, 10 s each. The city page should reach at least half a static file's
// rate. Two files are measured, because at these rates bytes dominate: a tiny one (the icon, 0.7 KB)
// and one about the size of the page's HTML (a 72 KB image; the page is about 80 KB).
//   node bench/pages.mjs [--url http://localhost:3000]
import autocannon from "autocannon";
import { startBenchServer } from "./lib/server.mjs";

const args = process.argv.slice(2);
const url = args.includes("--url") ? args[args.indexOf("--url") + 1] : null;
const server = url ? null : await startBenchServer();
const base = url ?? server.base;

const targets = [
  { name: "city page /cities/medellin-colombia", path: "/cities/medellin-colombia" },
  { name: "static file /icon.svg (0.7 KB)", path: "/icon.svg" },
  { name: "static file, page-sized (72 KB)", path: "/images/cities/sao-paulo-brazil/hero.webp" },
];

function run(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base + path, connections: 20, duration: 10 }, (error, result) =>
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
    `city page / ${other.target}: ${((rows[0]["req/s"] / other["req/s"]) * 100).toFixed(0)}% (target ≥ 50%)`,
  );
}
