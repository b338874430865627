import { chromium } from "@playwright/test";
import { startBenchServer } from "../bench/lib/server.mjs";
const paths = process.argv.slice(2);
const server = await startBenchServer({ port: "3399" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of paths) {
    await page.goto(server.base + p);
    await page.waitForTimeout(500);
    const name = `/tmp/shot-${p.replace(/[^a-z0-9]+/gi, "_")}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
}
await browser.close();
await server.stop();
