// Writes, for every file of the client build, the headers Node sends with it (server/file-headers.ts),
// so that nginx or a CDN serving build/client sends exactly the same (docs/decisions/017):
//   build/headers/headers.json        every file's headers, and those added over TLS: for a CDN
//   build/headers/nginx-maps.conf     nginx, http block: each header that differs between files, by file
//   build/headers/nginx-headers.conf  nginx, a location serving build/client: the headers themselves
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { isPage, servedHeaders } from "../server/file-headers.ts";
import { HSTS } from "../server/security-headers.ts";

/** Every file under a folder, by its path under it ("/en/index.html"). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .sort();
}

/** Each file's headers, as Node sends them. */
export async function headersOfBuild(clientDir: string): Promise<Map<string, Record<string, string>>> {
  const headers = new Map<string, Record<string, string>>();
  for (const name of await filesUnder(clientDir)) {
    headers.set(name, servedHeaders(name, isPage(name) ? await readFile(path.join(clientDir, name), "utf8") : undefined));
  }
  return headers;
}

/** An nginx string: quoted, with quotes and backslashes escaped. nginx would read "$" as a variable, and has no escape for it. */
function quoted(value: string): string {
  if (value.includes("$")) throw new Error(`a header value with "$" cannot be written for nginx: ${value}`);
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

const variableOf = (header: string) => `$pontos3d_${header.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`;
const TLS_ONLY = "Strict-Transport-Security";

/** The value most files have (or "" for most files not having the header). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
}

const nextPowerOfTwo = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(n, 1)));

/**
 * nginx's rendering. A header every file has alike is written as it is; one that differs is looked
 * up by the file served ($uri, which try_files sets to the file it found), with the value most files
 * have as the default. nginx adds no header of its own: no types (Content-Type is the build's), no
 * ranges (Accept-Ranges), no compression on the fly (only the build's twins, as Node), and gzip_vary
 * stays off (Vary is the build's).
 */
export function nginxConfig(files: Map<string, Record<string, string>>): { maps: string; headers: string } {
  const names = [...new Set([...files.values()].flatMap((headers) => Object.keys(headers)))].sort();
  const maps: string[] = [];
  const headers: string[] = [];
  const longestKey = Math.max(...[...files.keys()].map((name) => name.length));
  maps.push(
    "# Written by the build (scripts/header-files.ts): do not edit. Include in the http block.",
    `map_hash_max_size ${Math.max(2048, nextPowerOfTwo(files.size * 4))};`,
    `map_hash_bucket_size ${Math.max(64, nextPowerOfTwo(longestKey + 32))};`,
    "",
  );
  headers.push(
    "# Written by the build (scripts/header-files.ts): do not edit. Include where nginx serves build/client.",
    "# The headers Node sends with each file, and none of nginx's own.",
    "types { }",
    'default_type "";',
    "max_ranges 0;",
    "gzip off;",
  );
  for (const name of names) {
    const values = [...files.values()].map((h) => h[name] ?? "");
    const common = mostCommon(values);
    if (values.every((value) => value === common)) {
      headers.push(`add_header ${name} ${quoted(common)} always;`);
      continue;
    }
    const variable = variableOf(name);
    maps.push(`map $uri ${variable} {`, `    default ${quoted(common)};`);
    for (const [file, h] of files) if ((h[name] ?? "") !== common) maps.push(`    ${quoted(file)} ${quoted(h[name] ?? "")};`);
    maps.push("}", "");
    headers.push(`add_header ${name} ${variable} always;`);
  }
  const tls = variableOf(TLS_ONLY);
  maps.push(`# Only over TLS, as Node sends it.`, `map $https ${tls} {`, `    on ${quoted(HSTS)};`, '    default "";', "}", "");
  headers.push(`add_header ${TLS_ONLY} ${tls} always;`, "");
  return { maps: maps.join("\n"), headers: headers.join("\n") };
}

/** Writes build/headers/ for the client build in `buildDir`; returns how many files it describes. */
export async function writeHeaderFiles(buildDir: string): Promise<number> {
  const files = await headersOfBuild(path.join(buildDir, "client"));
  const out = path.join(buildDir, "headers");
  await mkdir(out, { recursive: true });
  const { maps, headers } = nginxConfig(files);
  const json = { files: Object.fromEntries(files), overTls: { [TLS_ONLY]: HSTS } };
  await writeFile(path.join(out, "headers.json"), `${JSON.stringify(json, null, 2)}\n`);
  await writeFile(path.join(out, "nginx-maps.conf"), maps);
  await writeFile(path.join(out, "nginx-headers.conf"), headers);
  return files.size;
}
