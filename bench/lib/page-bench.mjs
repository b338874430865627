// What the browser benchmarks of pages (lighthouse, page-cpu) share: their command line, Chromium,
// and the app to measure, with every page requested once so no run measures a cold start.
//   <script> [--url URL] [--tls] [--<flag> value ...] [path ...]
// --tls measures through an HTTPS front with HTTP/2 (./tls-front.mjs), as production serves pages.
import { findChromium } from "../../scripts/lib/browser.mjs";
import { startBenchServer } from "./server.mjs";
import { startTlsFront } from "./tls-front.mjs";

/**
 * Requests a page once, and every image it preloads (its hero, at each width of the srcset): the
 * server's first image answer loads the image optimizer, ~0.3 s that would otherwise fall on the
 * first measured run's LCP.
 */
async function warm(base, path) {
  const html = await fetch(base + path, { headers: { "accept-language": "en-US,en;q=0.9" } })
    .then((response) => response.text())
    .catch(() => "");
  const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  const urls = new Set(
    preloads.flatMap((tag) =>
      (/imageSrcSet="([^"]*)"/i.exec(tag)?.[1] ?? "")
        .split(",")
        .map((candidate) => candidate.trim().split(" ")[0]?.replaceAll("&amp;", "&"))
        .filter(Boolean),
    ),
  );
  for (const url of urls)
    await fetch(new URL(url, base), { headers: { accept: "image/avif,image/webp,*/*" } }).catch(() => {});
}

// The three public pages the targets name, in English and in Spanish or Portuguese.
const defaultPaths = [
  "/",
  "/cities",
  "/cities/medellin-colombia",
  "/es",
  "/pt/cities",
  "/es/cities/medellin-colombia",
];

/**
 * Reads the command line (`--url` and the given flags take a value; other words are paths, by
 * default the three public pages the targets name, in English and translated), finds Chromium, and starts the production build
 * unless --url names a running app, behind the HTTPS front with --tls (`tls` is then true: the
 * browser must accept its self-signed certificate). `stop()` stops what it started.
 */
export async function setUpPageBench(valueFlags = []) {
  const args = process.argv.slice(2);
  const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
  const takesValue = ["--url", ...valueFlags];
  const paths = args.filter((arg, i) => !arg.startsWith("--") && !takesValue.includes(args[i - 1]));
  if (!paths.length) paths.push(...defaultPaths);

  const chrome = findChromium();
  if (!chrome) throw new Error("No Chromium found: apt-get install -y chromium, or set CHROME_PATH.");

  const server = flag("--url") ? null : await startBenchServer();
  const app = flag("--url") ?? server.base;
  for (const path of paths) await warm(app, path);
  const tls = args.includes("--tls");
  const front = tls ? await startTlsFront({ port: 3443, upstream: app }) : null;
  const stop = async () => {
    await front?.stop();
    await server?.stop();
  };
  return { flag, paths, chrome, base: front?.base ?? app, tls, stop };
}
