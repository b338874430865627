// Lighthouse (mobile) scores of the main public pages, against the production build.
//   node bench/lighthouse.mjs [--url http://localhost:3000] [--runs 3] [--tls] [path ...]
// Without --url it starts the app itself. Each page is measured --runs times (default 3) and the
// median run is kept: Lighthouse's simulated throttling varies from run to run on a busy machine.
// The pages take turns (round 1 of every page, then round 2, …), so a slow spell of the machine
// weighs on all of them alike and their figures compare side by side.
// Lighthouse runs through npx (not a project dependency: it is large and only benchmarks need it).
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromiumArgs } from "../scripts/lib/browser.mjs";
import { root } from "../scripts/lib/project.mjs";
import { setUpPageBench } from "./lib/page-bench.mjs";

const { flag, paths, chrome, base, tls, stop } = await setUpPageBench(["--runs"]);
const runs = Number(flag("--runs") ?? 3);

const out = mkdtempSync(join(tmpdir(), "latitud-lh-"));
const flags = ["--headless=new", ...chromiumArgs, ...(tls ? ["--ignore-certificate-errors"] : [])].join(" ");
// Asynchronous, so this process keeps answering while Lighthouse runs (the HTTPS front lives here).
const execFileAsync = promisify(execFile);

async function measure(path, round) {
  const file = join(out, `lh-${round}.json`);
  const failure = await execFileAsync(
    "npx",
    [
      "-y",
      "lighthouse@13",
      base + path,
      `--chrome-flags=${flags}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${file}`,
      "--quiet",
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 16 * 1024 * 1024 },
  ).then(
    () => null,
    (error) => error,
  );
  if (failure) return { path, failed: lastErrorLine(failure.stderr) };
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (report.runtimeError)
    return { path, failed: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  const score = (key) => Math.round(report.categories[key].score * 100);
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    LCP: report.audits["largest-contentful-paint"].displayValue,
    TBT: report.audits["total-blocking-time"].displayValue,
    CLS: report.audits["cumulative-layout-shift"].displayValue,
    // Lighthouse's own measure of the host's CPU (docs/throttling.md in Lighthouse's repository):
    // its 4x slowdown assumes a desktop of 1000-2000; below, the page is measured on a slower phone.
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

/** What a failed Lighthouse run said last on stderr (npm's warnings are not it). */
function lastErrorLine(stderr = "") {
  const lines = stderr.split("\n").filter((line) => line.trim() && !line.startsWith("npm warn"));
  return lines.at(-1)?.slice(0, 200) ?? "lighthouse failed";
}

const rows = [];
const failures = [];
try {
  const byPath = new Map(paths.map((path) => [path, []]));
  for (let round = 0; round < runs; round++)
    for (const path of paths) byPath.get(path).push(await measure(path, round));
  for (const [path, all] of byPath) {
    const results = all.filter((r) => !r.failed);
    failures.push(...all.filter((r) => r.failed));
    if (!results.length) rows.push({ path, error: "lighthouse failed" });
    else
      rows.push({
        ...results.sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)],
        runs: results.map((r) => r.performance).join("/"),
      });
  }
} finally {
  await stop();
  rmSync(out, { recursive: true, force: true });
}
console.log(
  `\nLighthouse 13, mobile (simulated throttling), ${tls ? "HTTPS + HTTP/2" : "HTTP/1.1"}, median of ${runs} runs:`,
);
console.table(rows);
// A failed run is left out of the median; say so, and why.
for (const { path, failed } of failures) console.log(`failed run on ${path}: ${failed}`);
process.exit(rows.some((r) => r.error) ? 1 : 0);
