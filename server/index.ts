import { createServer } from "node:http";
import path from "node:path";
import { createApp } from "./app.ts";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

const handle = await createApp(buildDir);
const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
    }
    res.end("Internal Server Error");
  });
});
server.requestTimeout = 30_000;
server.headersTimeout = 15_000;
server.listen(port, host, () => {
  const proxies = handle.trusted.size > 0 ? ` behind ${[...handle.trusted].join(", ")} (TRUST_PROXY)` : "";
  console.log(`Pontos 3D website listening on http://${host}:${port}${proxies}`);
});

/**
 * Graceful shutdown (SIGTERM from an orchestrator, SIGINT from a terminal): the health check fails at
 * once, the listening socket closes, requests already accepted are answered (their connections then
 * close), the outbox finishes the mail it is sending, and the process leaves. Whatever is still
 * running after SHUTDOWN_GRACE_MS is cut off; a mail cut off mid-send is sent by another instance
 * once its lease runs out.
 */
const SHUTDOWN_GRACE_MS = 25_000;
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    handle.drain();
    setTimeout(() => {
      console.error(`shutdown took longer than ${SHUTDOWN_GRACE_MS} ms; leaving now`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // A connection whose answer has gone out is closed as soon as it is idle, so close() can complete.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(idle);
      void handle.stop().finally(() => process.exit(0));
    });
  });
}
