import { defineConfig } from "@playwright/test";
import { launchOptions } from "./tests/browser.mjs";

const PORT = Number(process.env.TEST_PORT ?? 4173);

/** Browser tests and site-wide checks run against the production build, served by our own server. */
export default defineConfig({
  testDir: "tests",
  testMatch: ["e2e/**/*.spec.ts", "site/**/*.spec.ts"],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    viewport: { width: 1280, height: 900 },
    launchOptions: launchOptions(),
  },
  webServer: {
    command: "node server/index.ts",
    url: `http://127.0.0.1:${PORT}/en`,
    env: { PORT: String(PORT), HOST: "127.0.0.1" },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
