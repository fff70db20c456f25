// Writes a brotli and a gzip twin next to every compressible file of the client build, so the
// server sends compressed bytes without compressing on each request; then the headers of every
// file, for nginx or a CDN serving the build (scripts/header-files.ts).
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSIBLE } from "../server/file-headers.ts";
import { writeHeaderFiles } from "./header-files.ts";

const root = path.resolve("build/client");

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

// React Router writes each pre-rendered page's loader data beside it as `<page>.data`, for its
// client router. No page runs that router (docs/decisions/021) and the server answers such an
// address with the not-found page (server/request-target.ts): the files go.
let dropped = 0;
for await (const file of walk(root)) {
  if (path.extname(file) !== ".data") continue;
  await rm(file);
  dropped++;
}
console.log(`postbuild: removed ${dropped} route data files`);

let count = 0;
for await (const file of walk(root)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < 512) continue;
  const body = await readFile(file);
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`postbuild: compressed ${count} files`);
console.log(`postbuild: wrote the headers of ${await writeHeaderFiles(path.resolve("build"))} files to build/headers/`);
