// How scripts/test.mjs counts each run in its final line "tests: N passed, M failed". A run that
// did not start, that reports errors outside any test, or that ran no test at all is a failure:
// otherwise a server that cannot start would hide every browser test behind "0 failed".

/**
 * @typedef {{ passed: number, failed: number, problems: string[] }} Count
 * `failed` includes one per entry of `problems`: what went wrong with the run itself.
 */

/** A check with no tests of its own (type check, build, lint, format): one pass or one failure. */
export function countCheck(label, exitStatus) {
  return exitStatus === 0 ? { passed: 1, failed: 0, problems: [] } : { passed: 0, failed: 1, problems: [`${label} ${exited(exitStatus)}`] };
}

/**
 * A Vitest run from its JSON report (`--reporter=json`) and its exit status. A test file that
 * failed to load counts as one failure; so does an exit status that no failed test explains
 * (Vitest leaves unhandled errors out of the JSON report but exits with 1).
 */
export function countVitest(report, exitStatus) {
  if (!isObject(report)) return { passed: 0, failed: 1, problems: [`unit tests wrote no report (${exited(exitStatus)})`] };
  const passed = number(report.numPassedTests);
  let failed = number(report.numFailedTests);
  const problems = [];
  const files = Array.isArray(report.testResults) ? report.testResults : [];
  for (const file of files) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed").length;
    if (file.status === "failed" && failedTests === 0) {
      problems.push(`${file.name}: ${firstLine(file.message) || "failed without a failed test"}`);
    }
  }
  if (number(report.numFailedTestSuites) > 0 && failed === 0 && problems.length === 0) {
    problems.push(`${report.numFailedTestSuites} test suite(s) failed`);
  }
  if (number(report.numTotalTests) === 0 && problems.length === 0) problems.push("unit tests ran no test");
  if (exitStatus !== 0 && failed === 0 && problems.length === 0) problems.push(`unit tests ${exited(exitStatus)}`);
  failed += problems.length;
  return { passed, failed, problems };
}

/**
 * A Playwright run from its JSON report and its exit status. Errors outside any test (a web server
 * that cannot start, a port already taken, a spec that does not load) each count as one failure;
 * a run with no test, or an unexplained exit status, counts as one.
 */
export function countPlaywright(report, exitStatus) {
  if (!isObject(report) || !isObject(report.stats)) {
    return { passed: 0, failed: 1, problems: [`browser tests wrote no report (${exited(exitStatus)})`] };
  }
  const { expected, unexpected, flaky } = report.stats;
  const passed = number(expected) + number(flaky);
  let failed = number(unexpected);
  const problems = (Array.isArray(report.errors) ? report.errors : []).map(
    (error) => firstLine(error?.message) || "error outside any test",
  );
  if (passed + failed === 0 && problems.length === 0) problems.push("browser tests ran no test");
  if (exitStatus !== 0 && failed === 0 && problems.length === 0) problems.push(`browser tests ${exited(exitStatus)}`);
  failed += problems.length;
  return { passed, failed, problems };
}

/** Reads a JSON report; undefined when it is missing or unreadable (a run that did not get that far). */
export async function readReport(file) {
  const { readFile } = await import("node:fs/promises");
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch {
    return undefined;
  }
}

function exited(status) {
  return status === null || status === undefined ? "did not start or was killed" : `exited with status ${status}`;
}
function isObject(value) {
  return typeof value === "object" && value !== null;
}
function number(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}
function firstLine(text) {
  return typeof text === "string" ? text.trim().split("\n")[0] : "";
}
