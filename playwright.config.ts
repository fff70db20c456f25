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
    // Submissions made by the site-wide checks land in a throwaway folder; the limits on posts are
    // lifted here (many tests post from one address) and tested on servers of their own.
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "reports/test-data",
      SMTP_URL: "",
      LEADS_POSTS_PER_10_MIN: "100000",
      LEADS_UPLOADS_PER_10_MIN: "100000",
    },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
