import { describe, expect, it } from "vitest";
import { closePages } from "./close-pages.server";

describe("pages close to an address that is no page", () => {
  it("finds both Scan to BIM pages for a Scan to BIM slug straight under the German services", () => {
    expect(closePages("/de/leistungen/scan-to-bim").sort()).toEqual(["construction/scan-to-bim", "industrial/scan-to-bim"]);
  });

  it("finds the facade survey behind a typo in the section", () => {
    expect(closePages("/en/servces/facade-survey")).toEqual(["aec/facade-survey"]);
  });

  it("finds the page of a German address asked for under /en/", () => {
    expect(closePages("/en/leistungen/architektur-und-planung/fassadenaufmass")).toEqual(["aec/facade-survey"]);
  });

  it("matches letters with and without their accents, and an old .html ending", () => {
    expect(closePages("/tr/iletişim")).toEqual(["contact"]);
    expect(closePages("/de/fassadenaufmaß")).toEqual(["aec/facade-survey"]);
    expect(closePages("/de/impressum.html")).toEqual(["imprint"]);
  });

  it("suggests at most three pages, the closest first", () => {
    expect(closePages("/en/projects/tiszachem")).toEqual(["projects/tiszachem-as-built-progress", "projects/tiszachem-scan-to-bim"]);
    expect(closePages("/en/services/aec-solutions/survey").length).toBeLessThanOrEqual(3);
  });

  it("suggests nothing when nothing is close", () => {
    for (const path of ["/en/qwxz/zzzz", "/de/gibt-es-nicht", "/en/wp-admin", "/en/to", "/", "/en"])
      expect(closePages(path), path).toEqual([]);
  });

  it("compares only the start of a very long address, quickly", () => {
    const long = `/en/${"abcdefghijklmnopqrstuvwxyz0123456789/".repeat(2000)}facade-survey`;
    const started = performance.now();
    expect(closePages(long)).toEqual([]);
    expect(closePages(`/en/${"x".repeat(100_000)}`)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
