import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countCheck, countPlaywright, countVitest, readReport } from "./test-results.mjs";

/** What Playwright writes when its web server cannot start because the test port is taken. */
const PORT_TAKEN = {
  config: { projects: [] },
  suites: [],
  errors: [
    {
      message:
        "Error: http://127.0.0.1:4173/en is already used, make sure that nothing is running on the port/url or set reuseExistingServer:true in config.webServer.",
    },
  ],
  stats: { startTime: "2026-01-01T00:00:00.000Z", duration: 64, expected: 0, skipped: 0, unexpected: 0, flaky: 0 },
};

const vitestReport = (overrides: Record<string, unknown> = {}) => ({
  numTotalTestSuites: 2,
  numPassedTestSuites: 2,
  numFailedTestSuites: 0,
  numTotalTests: 3,
  numPassedTests: 3,
  numFailedTests: 0,
  success: true,
  testResults: [
    { name: "/repo/a.test.ts", status: "passed", message: "", assertionResults: [{ status: "passed" }, { status: "passed" }] },
    { name: "/repo/b.test.ts", status: "passed", message: "", assertionResults: [{ status: "passed" }] },
  ],
  ...overrides,
});

describe("counting Playwright runs", () => {
  it("a web server that could not start is a failure, with Playwright's reason", () => {
    const count = countPlaywright(PORT_TAKEN, 1);
    expect(count.failed).toBe(1);
    expect(count.passed).toBe(0);
    expect(count.problems[0]).toMatch(/already used/);
  });

  it("a run that wrote no report is a failure", () => {
    expect(countPlaywright(undefined, 1)).toMatchObject({ passed: 0, failed: 1 });
    expect(countPlaywright(undefined, null).problems[0]).toMatch(/did not start/);
  });

  it("a run with no test is a failure even when it exits with 0", () => {
    const empty = { ...PORT_TAKEN, errors: [] };
    expect(countPlaywright(empty, 0)).toMatchObject({ passed: 0, failed: 1, problems: ["browser tests ran no test"] });
  });

  it("counts passed, flaky (passed on retry) and failed tests, and errors outside tests on top", () => {
    const stats = { expected: 200, flaky: 2, unexpected: 3, skipped: 1 };
    expect(countPlaywright({ errors: [], stats }, 1)).toEqual({ passed: 202, failed: 3, problems: [] });
    expect(countPlaywright({ errors: [{ message: "Error: a spec did not load\n  at x" }], stats }, 1)).toEqual({
      passed: 202,
      failed: 4,
      problems: ["Error: a spec did not load"],
    });
  });

  it("a non-zero exit that no failed test explains is a failure", () => {
    expect(countPlaywright({ errors: [], stats: { expected: 5, flaky: 0, unexpected: 0 } }, 1)).toMatchObject({ passed: 5, failed: 1 });
    expect(countPlaywright({ errors: [], stats: { expected: 5, flaky: 0, unexpected: 0 } }, 0)).toEqual({
      passed: 5,
      failed: 0,
      problems: [],
    });
  });
});

describe("counting Vitest runs", () => {
  it("counts the tests of a clean run", () => {
    expect(countVitest(vitestReport(), 0)).toEqual({ passed: 3, failed: 0, problems: [] });
  });

  it("a missing report is a failure", () => {
    expect(countVitest(undefined, 1)).toMatchObject({ passed: 0, failed: 1 });
  });

  it("a test file that failed to load is a failure, though no test failed", () => {
    const report = vitestReport({
      numFailedTestSuites: 1,
      success: false,
      testResults: [
        { name: "/repo/a.test.ts", status: "passed", message: "", assertionResults: [{ status: "passed" }, { status: "passed" }] },
        { name: "/repo/broken.test.ts", status: "failed", message: "Cannot find module './gone.ts'", assertionResults: [] },
      ],
    });
    expect(countVitest(report, 1)).toEqual({ passed: 3, failed: 1, problems: ["/repo/broken.test.ts: Cannot find module './gone.ts'"] });
  });

  it("failed suites with no file to blame are one failure", () => {
    expect(countVitest(vitestReport({ numFailedTestSuites: 1, success: false }), 1)).toMatchObject({ passed: 3, failed: 1 });
  });

  it("failed tests count one each, without an extra failure for their file", () => {
    const report = vitestReport({
      numPassedTests: 1,
      numFailedTests: 2,
      numFailedTestSuites: 1,
      testResults: [
        {
          name: "/repo/a.test.ts",
          status: "failed",
          message: "",
          assertionResults: [{ status: "failed" }, { status: "failed" }, { status: "passed" }],
        },
      ],
    });
    expect(countVitest(report, 1)).toEqual({ passed: 1, failed: 2, problems: [] });
  });

  it("an unhandled error (exit 1, every test passed) is a failure; so is a run with no test", () => {
    expect(countVitest(vitestReport(), 1)).toMatchObject({ passed: 3, failed: 1, problems: ["unit tests exited with status 1"] });
    expect(countVitest(vitestReport({ numTotalTests: 0, numPassedTests: 0, testResults: [] }), 0)).toMatchObject({ passed: 0, failed: 1 });
  });
});

describe("checks and reports", () => {
  it("a check is one pass or one failure", () => {
    expect(countCheck("lint", 0)).toEqual({ passed: 1, failed: 0, problems: [] });
    expect(countCheck("lint", 1)).toEqual({ passed: 0, failed: 1, problems: ["lint exited with status 1"] });
    expect(countCheck("lint", null)).toMatchObject({ passed: 0, failed: 1 });
  });

  it("a missing or truncated report reads as none", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "reports-"));
    try {
      writeFileSync(path.join(dir, "cut.json"), '{"stats": {"expected": 3');
      writeFileSync(path.join(dir, "whole.json"), JSON.stringify(PORT_TAKEN));
      expect(await readReport(path.join(dir, "missing.json"))).toBeUndefined();
      expect(await readReport(path.join(dir, "cut.json"))).toBeUndefined();
      expect(await readReport(path.join(dir, "whole.json"))).toEqual(PORT_TAKEN);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
