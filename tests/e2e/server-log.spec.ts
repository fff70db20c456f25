import { Agent, request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { startLeadServer, withoutRequestLines, type LeadServer } from "./lead-server";

/**
 * The server's log is for what needs a person, besides its one line per request: a post to an
 * address that takes none is the visitor's mistake (or a probe), answered and forgotten, however
 * often it comes.
 */

let server: LeadServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startLeadServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** An empty post on one keep-alive connection, as `curl -X POST` sends it. */
function emptyPost(agent: Agent, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(server.baseURL + pathname, { method: "POST", agent, headers: { "Content-Length": 0 } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

test("600 posts to a page, a missing page and a page's data log nothing but their request lines", async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const before = server.log().length;
  const statuses = new Map<string, number>();
  for (const pathname of ["/en", "/nope", "/en.data"]) {
    for (let i = 0; i < 200; i++) {
      const status = await emptyPost(agent, pathname);
      statuses.set(`${pathname} ${status}`, (statuses.get(`${pathname} ${status}`) ?? 0) + 1);
      expect([404, 405], `POST ${pathname}`).toContain(status);
    }
  }
  agent.destroy();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const log = server.log().slice(before);
  console.log(`600 posts: ${[...statuses].map(([answer, n]) => `${n}× ${answer}`).join(", ")}; ${log.length} bytes logged`);
  expect(log).not.toContain("    at ");
  expect(withoutRequestLines(log)).toBe("");
  const lines = log
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines).toHaveLength(600);
  for (const line of lines) {
    expect(line).toMatchObject({ level: "info", event: "request", method: "POST" });
    expect([404, 405]).toContain(line.status);
  }
});
