// JavaScript each pre-rendered page loads at start (module scripts and modulepreloads), gzip sizes.
// Usage: node scripts/measure-js.mjs [page-path ...]   (defaults to a sample of pages)
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve("build/client");
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/en", "/de/leistungen/architektur-und-planung/fassadenaufmass", "/hu/kapcsolat"];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

for (const page of pages) {
  const html = readFileSync(path.join(root, page, "index.html"), "utf8");
  const files = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) files.add(m[1]);
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const body = readFileSync(path.join(root, file));
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  const inline = [...html.matchAll(/<script(?![^>]*src)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  console.log(
    `${page}: ${files.size} files, ${kb(raw)} raw, ${kb(gz)} gzip; inline scripts ${kb(inline.length)} raw, ${kb(gzipSync(inline).length)} gzip; HTML ${kb(html.length)} raw, ${kb(gzipSync(html).length)} gzip`,
  );
}
