// Runs every test: type check, production build, unit tests (Vitest), then browser tests and
// site-wide checks (Playwright, Debian's Chromium) against the build. Ends with one line:
// "tests: N passed, M failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, existsSync, rmSync } from "node:fs";

const reports = "reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n── ${label} ──`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

let passed = 0;
let failed = 0;

const typed = run("type check", "npx", ["react-router", "typegen"]) && run("type check", "npx", ["tsc"]);
if (!typed) failed++;

const built = run("build", "npm", ["run", "build"]);
if (!built) failed++;

run("unit tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${reports}/vitest.json`]);
if (existsSync(`${reports}/vitest.json`)) {
  const vitest = JSON.parse(readFileSync(`${reports}/vitest.json`, "utf8"));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
} else failed++;

if (built) {
  run("browser tests and site-wide checks", "npx", ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
  });
  if (existsSync(`${reports}/playwright.json`)) {
    const { stats } = JSON.parse(readFileSync(`${reports}/playwright.json`, "utf8"));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } else failed++;
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
