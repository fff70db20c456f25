import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, statSync, writeFileSync, type Stats } from "node:fs";
import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { findStaticFile, sendStaticFile } from "./static-files.ts";

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

describe("sending a static file", () => {
  const big = path.join(root, "assets", "big.js");
  writeFileSync(big, "x".repeat(8 * 1024 * 1024));
  const openFiles = (file: string) =>
    readdirSync("/proc/self/fd").filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`) === file;
      } catch {
        return false;
      }
    }).length;

  /** A server in this process that sends `file` as if it were `stats`'s file; resolves when the send is over. */
  async function serve(file: string, stats: Stats, client: (port: number) => void) {
    let sent!: Promise<void>;
    const server = createServer((req, res) => {
      sent = sendStaticFile(req, res, { file, name: "/assets/big.js", stats });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    client((server.address() as AddressInfo).port);
    await vi.waitFor(() => expect(sent).toBeDefined());
    await sent;
    server.close();
  }

  it("closes the file when the client hangs up mid-response", async () => {
    await serve(big, statSync(big), (port) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
      socket.once("data", () => socket.destroy());
    });
    await vi.waitFor(() => expect(openFiles(big)).toBe(0));
  });

  it("closes the file and the connection when the file cannot be read", async () => {
    const dir = path.join(root, "en");
    let closed = false;
    await serve(dir, statSync(big), (port) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
      socket.on("error", () => undefined).on("close", () => (closed = true));
    });
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(openFiles(dir)).toBe(0);
  });
});
