import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findStaticFile } from "./static-files.ts";

const root = mkdtempSync(path.join(tmpdir(), "pontos-static-"));
mkdirSync(path.join(root, "en", "services"), { recursive: true });
writeFileSync(path.join(root, "en", "services", "index.html"), "<p>services</p>");
mkdirSync(path.join(root, "en", "caf%C3%A9"), { recursive: true });
writeFileSync(path.join(root, "en", "caf%C3%A9", "index.html"), "<p>encoded</p>");
mkdirSync(path.join(root, "assets"), { recursive: true });
writeFileSync(path.join(root, "assets", "app.js"), "1");
writeFileSync(path.join(root, ".secret"), "no");
writeFileSync(path.join(path.dirname(root), "outside.txt"), "outside");

describe("static files", () => {
  it("serves a page from its pre-rendered index.html and an asset by its name", async () => {
    expect((await findStaticFile(root, "/en/services"))?.file).toBe(path.join(root, "en", "services", "index.html"));
    expect((await findStaticFile(root, "/assets/app.js"))?.file).toBe(path.join(root, "assets", "app.js"));
  });

  it("finds a page whose file name is percent-encoded", async () => {
    expect((await findStaticFile(root, "/en/caf%C3%A9"))?.file).toBe(path.join(root, "en", "caf%C3%A9", "index.html"));
  });

  it("never returns a file outside the build, a hidden file or a directory", async () => {
    for (const hostile of ["/../outside.txt", "/en/../../outside.txt", "/.secret", "/en", "/assets", "/a\0b", "/..\\outside.txt"]) {
      expect(await findStaticFile(root, hostile), hostile).toBeUndefined();
    }
  });
});
