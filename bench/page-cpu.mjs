// Main-thread work of a page load on a slowed-down CPU: the steadier companion of bench/lighthouse.mjs.
//   node bench/page-cpu.mjs [--url http://localhost:3000] [--runs 7] [--rate 4] [--tls] [path ...]
// Lighthouse estimates total blocking time by multiplying the tasks of one fast load by four, so on
// a small shared machine its score moves by ±5 points from run to run. This loads each page in
// Chromium with the CPU really throttled (--rate, default 4 as Lighthouse's phone), records a trace,
// and reports medians over --runs loads of: first contentful paint, main-thread busy time, the
// longest task, and blocking time (the part of each task after first paint beyond 50 ms). Compare
// two builds with it by running both, one after the other, on the same machine.
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../scripts/lib/browser.mjs";
import { setUpPageBench } from "./lib/page-bench.mjs";

const { flag, paths, chrome, base, tls, stop } = await setUpPageBench(["--runs", "--rate"]);
const runs = Number(flag("--runs") ?? 7);
const rate = Number(flag("--rate") ?? 4);

const browser = await chromium.launch({ executablePath: chrome, args: chromiumArgs });

/** One cold load (new context: no cache) under a trace; the figures of the page's main thread. */
async function measure(path) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: tls,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "loading",
      "blink.user_timing",
    ],
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  // The page's main thread is the one that parsed its document.
  const parse = traceEvents.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith("http"));
  const start =
    traceEvents
      .filter((e) => e.name === "navigationStart" && e.pid === parse.pid && e.ts <= parse.ts)
      .at(-1) ?? parse;
  const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint" && e.pid === parse.pid) ?? parse;
  const tasks = traceEvents.filter(
    (e) =>
      e.pid === parse.pid && e.tid === parse.tid && e.name === "RunTask" && e.ph === "X" && e.ts >= start.ts,
  );
  const ms = (us) => us / 1000;
  return {
    fcp: ms(fcp.ts - start.ts),
    busy: tasks.reduce((sum, t) => sum + ms(t.dur), 0),
    longest: Math.max(...tasks.map((t) => ms(t.dur))),
    blocking: tasks.reduce((sum, t) => sum + Math.max(0, ms(t.ts + t.dur - Math.max(t.ts, fcp.ts)) - 50), 0),
  };
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
try {
  for (const path of paths) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(path));
    const row = { path };
    for (const key of ["fcp", "busy", "longest", "blocking"])
      row[`${key} ms`] = Math.round(median(results.map((r) => r[key])));
    row["blocking runs"] = results.map((r) => Math.round(r.blocking)).join("/");
    rows.push(row);
  }
} finally {
  await browser.close();
  await stop();
}
console.log(
  `\nMain thread of a cold page load, CPU throttled ${rate}×, median of ${runs} loads (mobile viewport):`,
);
console.table(rows);
