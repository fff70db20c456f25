import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./lead-server";

/** The repository's nginx configuration, the one an operator installs. */
export const SHIPPED_CONFIG = path.resolve("deploy/nginx/pontos3d.conf");
const NGINX = "/usr/sbin/nginx";
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface Nginx {
  /** https://127.0.0.1:port, with a self-signed certificate. */
  httpsURL: string;
  httpURL: string;
  /** What nginx wrote to its error log. */
  errors(): string;
  stop(): Promise<void>;
}

function untilListening(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect({ port, host: "127.0.0.1" }, () => {
        socket.destroy();
        resolve();
      });
      socket.on("error", () => {
        if (Date.now() > until) reject(new Error(`nothing listens on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * The shipped configuration with only what differs on this machine replaced: the install folder (this
 * checkout), the instances, the ports (loopback), the certificate (self-signed) and the log folder.
 */
export function renderConfig(
  shipped: string,
  { root, upstreams, httpPort, httpsPort, dir }: { root: string; upstreams: string[]; httpPort: number; httpsPort: number; dir: string },
): string {
  const replacements: [RegExp, string][] = [
    [/\/srv\/pontos3d/g, root],
    [/^(\s*)server 10\.0\.0\.11:3000 (.*)$/m, upstreams.map((address) => `$1server ${address} $2`).join("\n")],
    [/^\s*server 10\.0\.0\.12:3000 .*\n/m, ""],
    [/listen 80;/, `listen 127.0.0.1:${httpPort};`],
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`],
    [/\/etc\/ssl\/pontos3d\//g, `${dir}/`],
    [/\/var\/log\/nginx\//g, `${dir}/`],
  ];
  let config = shipped;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(config)) throw new Error(`the shipped nginx configuration no longer has ${pattern}`);
    config = config.replace(pattern, replacement);
  }
  return config;
}

/** A real nginx on loopback, run from the shipped configuration, in front of the given instances. */
export async function startNginx(upstreams: string[], shipped = readFileSync(SHIPPED_CONFIG, "utf8")): Promise<Nginx> {
  for (const needed of [NGINX, BROTLI_MODULE]) {
    if (!existsSync(needed)) throw new Error(`${needed} is missing: apt-get install nginx libnginx-mod-http-brotli-static`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "pontos-nginx-"));
  // nginx's workers read the temporary folders it makes here.
  chmodSync(dir, 0o755);
  const certificate = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-keyout",
      path.join(dir, "privkey.pem"),
      "-out",
      path.join(dir, "fullchain.pem"),
    ]),
    { encoding: "utf8" },
  );
  if (certificate.status !== 0) throw new Error(`openssl: ${certificate.stderr}`);

  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  writeFileSync(path.join(dir, "pontos3d.conf"), renderConfig(shipped, { root: path.resolve("."), upstreams, httpPort, httpsPort, dir }));
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `load_module ${BROTLI_MODULE};`,
      "daemon off;",
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 512; }",
      // The http block of Debian's own nginx.conf, which sets types and compresses on the fly.
      "http {",
      "  sendfile on;",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  gzip on;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      `  include ${dir}/pontos3d.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const errorLog = path.join(dir, "error.log");
  const child = spawn(NGINX, ["-p", dir, "-e", errorLog, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await Promise.race([
    untilListening(httpsPort, 10_000),
    exited.then(() => {
      throw new Error(`nginx exited: ${output}${existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""}`);
    }),
  ]);
  return {
    httpsURL: `https://127.0.0.1:${httpsPort}`,
    httpURL: `http://127.0.0.1:${httpPort}`,
    errors: () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
