import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/lib/browser.mjs";

const executablePath = findChromium();
if (!executablePath) {
  throw new Error(
    "No Chromium found for the browser tests. Install it (`apt-get install -y chromium`) or set CHROME_PATH.",
  );
}

const port = process.env.E2E_PORT ?? "3100";
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
      testIgnore: /\.mobile\.spec\.ts$/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], browserName: "chromium" },
      testMatch: /\.mobile\.spec\.ts$/,
    },
  ],
  webServer: {
    command: "node scripts/serve-e2e.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
