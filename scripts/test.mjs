// Runs every test: lint, format check, type check, production build, unit tests (Vitest), then
// browser tests and site-wide checks (Playwright, Debian's Chromium) against the build. Ends with
// one line: "tests: N passed, M failed". Each check counts as one pass or one failure, each test
// as one; a run that did not start, reported errors outside its tests or ran no test is a failure
// (scripts/test-results.mjs).
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { countCheck, countPlaywright, countVitest, readReport } from "./test-results.mjs";

const reports = "reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Runs a command with its output shown; returns its exit status (null when it could not start). */
function run(label, command, args, env = {}) {
  console.log(`\n── ${label} ──`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.error) console.error(`${label}: ${result.error.message}`);
  return result.status;
}

let passed = 0;
let failed = 0;
const problems = [];
function add(count) {
  passed += count.passed;
  failed += count.failed;
  problems.push(...count.problems);
}

add(countCheck("lint", run("lint", "npx", ["eslint", "."])));
add(countCheck("format check", run("format check", "npx", ["prettier", "--check", "."])));

const typegen = run("type check", "npx", ["react-router", "typegen"]);
add(countCheck("type check", typegen === 0 ? run("type check", "npx", ["tsc"]) : typegen));

const build = countCheck("build", run("build", "npm", ["run", "build"]));
add(build);

const vitestStatus = run("unit tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${reports}/vitest.json`,
]);
add(countVitest(await readReport(`${reports}/vitest.json`), vitestStatus));

if (build.failed === 0) {
  const playwrightStatus = run("browser tests and site-wide checks", "npx", ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
  });
  add(countPlaywright(await readReport(`${reports}/playwright.json`), playwrightStatus));
} else {
  add({ passed: 0, failed: 1, problems: ["browser tests not run: the build failed"] });
}

if (problems.length > 0) console.log(`\nFailed runs and checks:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
