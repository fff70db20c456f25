// Lighthouse (mobile, simulated throttling) against a running server, several runs per page;
// prints each run and the median per page. Usage: node scripts/lighthouse.mjs [--runs N] path ...
// (BASE_URL, default http://127.0.0.1:3000). Runs whose benchmarkIndex is under 1000 were taken on
// a contended CPU: their timings are void, so they are reported but left out of the median.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROME_FLAGS, chromePath } from "../tests/browser.mjs";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt === -1 ? 3 : Number(args.splice(runsAt, 2)[1]);
const pages = args.length ? args : ["/en", "/de/leistungen/architektur-und-planung/fassadenaufmass"];
const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const dir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const pagePath of pages) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const out = path.join(dir, `${results.length}-${i}.json`);
    try {
      execFileSync(
        process.execPath,
        [
          path.resolve("node_modules/lighthouse/cli/index.js"),
          base + pagePath,
          "--quiet",
          "--output=json",
          `--output-path=${out}`,
          `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
        ],
        { env: { ...process.env, CHROME_PATH: chromePath() }, stdio: "ignore" },
      );
    } catch {
      /* a failed run leaves a report with a runtime error, read below */
    }
    const report = JSON.parse(readFileSync(out, "utf8"));
    if (report.runtimeError) {
      console.log(`${pagePath} run ${i + 1}: ${report.runtimeError.code}`);
      continue;
    }
    const scores = CATEGORIES.map((c) => Math.round(report.categories[c].score * 100));
    const a = report.audits;
    const bench = Math.round(report.environment.benchmarkIndex);
    console.log(
      `${pagePath} run ${i + 1}: ${scores.join("/")}  FCP ${a["first-contentful-paint"].displayValue}  LCP ${a["largest-contentful-paint"].displayValue}  TBT ${a["total-blocking-time"].displayValue}  main thread ${a["mainthread-work-breakdown"].displayValue}  CLS ${a["cumulative-layout-shift"].displayValue}  benchmarkIndex ${bench}`,
    );
    if (bench >= 1000) results.push(scores);
  }
  if (results.length) {
    console.log(
      `${pagePath} median: ${CATEGORIES.map((_, k) => median(results.map((r) => r[k]))).join("/")} (${results.length} valid runs)`,
    );
  }
}
