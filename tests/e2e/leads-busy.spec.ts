import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { copyFor } from "../../app/leads/index.server.ts";
import { gotoHydrated } from "./hydrated";
import { startLeadServer, type LeadServer } from "./lead-server";
import { parseAnswer, portOf, raw, type Answer } from "./raw-http";
import { files } from "./sample-files";

/**
 * Bodies read at the same moment are bounded (one post and one upload at a time here): a visitor
 * whose body waits too long for its turn is told to come back, in their language, and the form page
 * sends an upload again by itself after the wait the server names.
 */

test.describe.configure({ mode: "serial" });

let site: LeadServer;
test.beforeAll(async () => {
  site = await startLeadServer({ LEADS_POSTS_IN_FLIGHT: "1", LEADS_UPLOADS_IN_FLIGHT: "1" });
});
test.afterAll(async () => {
  await site?.stop();
});

/** Sends a request whose body trickles in at 4 kB a second (fast enough not to be cut off) for `seconds`. */
function slowRequest(server: LeadServer, head: (length: number) => string, body: Buffer, seconds: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const step = Math.ceil(body.length / (seconds * 4));
    const socket = connect(portOf(server), "127.0.0.1", () => {
      socket.write(head(body.length));
      let at = 0;
      const timer = setInterval(() => {
        socket.write(body.subarray(at, at + step));
        at += step;
        if (at >= body.length) clearInterval(timer);
      }, 250);
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(parseAnswer(Buffer.concat(chunks))));
  });
}

const uploadHead = (name: string) => (length: number) =>
  `POST /api/uploads?name=${name} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

test("an upload and a form post that wait too long for their turn are told to come back, with Retry-After and in the visitor's language", async () => {
  test.setTimeout(60_000);
  const pdf = files.pdf("slow.pdf", 56_000).buffer;
  const heldUpload = slowRequest(site, uploadHead("slow.pdf"), pdf, 14);
  const boundary = "----busy";
  const form = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${"x".repeat(56_000)}\r\n--${boundary}--\r\n`,
  );
  const heldPost = slowRequest(
    site,
    (length) =>
      `POST /hu/kapcsolat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
    form,
    14,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));

  const started = Date.now();
  const [upload, post] = await Promise.all([
    raw(site, uploadHead("quick.pdf")(9) + "%PDF-1.7\n"),
    raw(
      site,
      "POST /hu/kapcsolat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5\r\nConnection: close\r\n\r\nname=",
    ),
  ]);
  const waited = (Date.now() - started) / 1000;
  console.log(`upload and post refused after ${waited.toFixed(1)} s`);
  expect(upload.status).toBe(503);
  expect(JSON.parse(upload.body)).toEqual({ error: "busy" });
  expect(upload.headers["retry-after"]).toBe("5");
  expect(post.status).toBe(503);
  expect(post.headers["retry-after"]).toBe("5");
  expect(post.body).toContain(copyFor("hu").formErrors.serverBusy);
  // They waited their turn for a while before being turned away.
  expect(waited).toBeGreaterThan(8);

  // The bodies that held their turn were read in full and answered.
  expect((await heldUpload).status).toBe(201);
  expect((await heldPost).status).toBe(400);
  // Now there is room again.
  expect((await raw(site, uploadHead("after.pdf")(9) + "%PDF-1.7\n")).status).toBe(201);
});

test("the form page sends an upload again after the wait the server names, and it is taken", async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, `${site.baseURL}/de/angebot-anfordern`);
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/uploads")) statuses.push(response.status());
  });
  // Another visitor's slow upload holds the only turn for 14 s.
  const held = slowRequest(site, uploadHead("held.pdf"), files.pdf("held.pdf", 56_000).buffer, 14);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await page.locator("#file-picker").setInputFiles([files.pdf("plan.pdf", 4096)]);
  const item = page.locator("[data-upload-item]");
  await expect(item).toContainText(copyFor("de").files.uploaded, { timeout: 40_000 });
  expect((await held).status).toBe(201);
  expect(statuses).toEqual([503, 201]);
  await expect(item).not.toContainText(copyFor("de").files.refused.busy);
});

test("sixty no-JavaScript posts of 10 MB at once are read eight at a time, so memory does not grow with each post", async () => {
  test.setTimeout(180_000);
  const server = await startLeadServer();
  try {
    const pid = server.process.pid!;
    const boundary = "----memory";
    const file = files.pdf("plan.pdf", 10 * 1024 * 1024 - 4096).buffer;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nMemory Test\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const post = () =>
      new Promise<number>((resolve) => {
        let answer = "";
        const socket = connect(portOf(server), "127.0.0.1", () => {
          socket.write(
            `POST /en/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
          );
          socket.write(body);
        });
        socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
        socket.on("error", () => {});
        socket.on("close", () => resolve(Number(answer.split(" ")[1])));
      });
    // One first, so that what a post loads is loaded before the baseline is taken.
    expect(await post()).toBe(400);
    const before = peakMb(pid, "VmRSS");
    const statuses = await Promise.all(Array.from({ length: 60 }, post));
    const growth = peakMb(pid, "VmHWM") - before;
    console.log(`60 posts of 10 MB at once: ${statuses.join(" ")}; peak memory growth ${growth.toFixed(0)} MB`);
    // Each was answered: read (its answers are incomplete, or its files over the address's quota), or,
    // past the eight being read and the 32 waiting their turn, told to come back.
    expect(statuses.every((status) => [400, 429, 503].includes(status))).toBe(true);
    // A post being parsed holds its file twice (about 22 MB): all sixty read at once grew the process
    // by about 1,000 MB; eight at a time, by about 350 MB (most of it read and not yet collected).
    expect(growth).toBeLessThan(500);
  } finally {
    await server.stop();
  }
});

/** A memory figure of a process (VmRSS now, VmHWM its peak), in megabytes. */
function peakMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) / 1024;
}
