import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { createApp } from "./app.ts";
import { capConnectionsPerAddress, watchBodyRates } from "./connections.ts";
import { LIMITS } from "./limits.ts";
import { observeRequests } from "./observe.ts";
import { logger } from "../app/observability/log.server.ts";
import { describeError } from "../app/observability/log-safe.server.ts";
import { metrics } from "../app/observability/metrics.server.ts";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

metrics.collectProcessMetrics();
const handle = observeRequests(await createApp(buildDir));
const respond = (req: IncomingMessage, res: ServerResponse) => {
  handle(req, res).catch((error: unknown) => {
    // The stack says where; the message is left out, since it may quote what a visitor sent.
    logger.error({ event: "request-failed", error: describeError(error), stack: stackOf(error) }, "request failed");
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
    }
    res.end("Internal Server Error");
  });
};
const server = createServer(
  {
    requestTimeout: LIMITS.requestTimeoutMs,
    headersTimeout: LIMITS.headersTimeoutMs,
    connectionsCheckingInterval: LIMITS.connectionsCheckingIntervalMs,
  },
  respond,
);
server.maxRequestsPerSocket = LIMITS.requestsPerSocket;
// A client that pipelines past that bound before reading its answers is no browser: it is hung up on.
server.on("dropRequest", (_request, socket) => socket.destroy());
server.maxConnections = LIMITS.connections;
server.timeout = LIMITS.idleSocketMs;
// "Expect: 100-continue" is answered only once the request has passed the checks made before its body is read.
server.on("checkContinue", respond);
capConnectionsPerAddress(server, handle.trusted);
watchBodyRates(server);
server.listen(port, host, () => {
  const proxies = handle.trusted.size > 0 ? ` behind ${[...handle.trusted].join(", ")} (TRUST_PROXY)` : "";
  logger.info({ event: "start", host, port }, `Pontos 3D website listening on http://${host}:${port}${proxies}`);
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
    logger.info({ event: "shutdown", signal }, `${signal}: shutting down, answering the requests already accepted`);
    handle.drain();
    setTimeout(() => {
      logger.error({ event: "shutdown-timeout" }, `shutdown took longer than ${SHUTDOWN_GRACE_MS} ms; leaving now`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // A connection whose answer has gone out is closed as soon as it is idle, so close() can complete.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(idle);
      void handle.stop().finally(() => {
        logger.info({ event: "stopped" }, "stopped");
        process.exit(0);
      });
    });
  });
}

// An error nothing caught leaves the process in an unknown state: say what it was and leave at once,
// so the supervisor (systemd, the container runtime) starts a fresh process.
process.on("uncaughtException", (error) => {
  logger.fatal({ event: "uncaught", error: describeError(error), stack: stackOf(error) }, "uncaught exception, leaving");
  process.exit(70);
});

/** Where an error was thrown: its stack's frames, without the first line (the message). */
function stackOf(error: unknown): string | undefined {
  return error instanceof Error ? error.stack?.split("\n").slice(1).join("\n") : undefined;
}
