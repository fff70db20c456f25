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

// Stop taking requests, let the outbox finish the mail it is sending, then leave.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => void handle.stop().finally(() => process.exit(0))));
}
