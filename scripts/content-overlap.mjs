// Prints, for every page with a body, the share of the lines of its words files (app/content/<page>/<lang>.ts,
// and <lang>.md where the page's text is Markdown) that are identical in all four languages. Structure
// belongs in page.ts, written once; a words file holds only what its language says, one text a line, so
// that share stays small. Every line counts but blank lines, comments, imports and the page's names
// ("page.label"…): a name such as "Blog" or "Scan to BIM" may rightly read the same in every language,
// and it is no structure.
// `--root DIR` measures another content folder (an older checkout, for comparison).
// Exits 1 when a page is over the limit (10 %, or --max N).
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, relative } from "node:path";

const LANGS = ["en", "tr", "hu", "de"];
const args = process.argv.slice(2);
const max = Number(args[args.indexOf("--max") + 1]) || 10;
const root = args.includes("--root") ? args[args.indexOf("--root") + 1] : new URL("../app/content/", import.meta.url).pathname;

export function pageFolders(dir = root) {
  const here = existsSync(join(dir, "page.ts")) ? [dir] : [];
  return [...here, ...readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? pageFolders(join(dir, name)) : []))];
}

/** The lines of a words file, and of the page's Markdown text in that language if it has one (a prose page). */
function counted(file) {
  const markdown = file.replace(/\.ts$/, ".md");
  return (
    (readFileSync(file, "utf8") + (existsSync(markdown) ? "\n" + readFileSync(markdown, "utf8") : ""))
      .split("\n")
      .map((line) => line.trim())
      // Only texts count: not the imports, comments or the object's own opening line.
      .filter(
        (line) =>
          line && !line.startsWith("import ") && !line.startsWith("//") && line !== "export default {" && !line.startsWith('"page.'),
      )
  );
}

export function overlap(folder) {
  const files = LANGS.map((lang) => counted(join(folder, `${lang}.ts`)));
  const others = files.slice(1).map((lines) => new Set(lines));
  const identical = files[0].filter((line) => others.every((set) => set.has(line)));
  return {
    lines: files[0].length,
    identical: identical.length,
    share: (100 * identical.length) / files[0].length,
    examples: identical.slice(0, 5),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let over = 0;
  console.log(`lines identical in en, tr, hu and de, limit ${max} %`);
  for (const folder of pageFolders().sort()) {
    const { lines, identical, share, examples } = overlap(folder);
    const flag = share > max ? "  OVER" : "";
    if (share > max) over++;
    console.log(
      `${relative(root, folder).padEnd(36)} ${String(identical).padStart(3)} of ${String(lines).padStart(3)} lines  ${share.toFixed(1).padStart(5)} %${flag}`,
    );
    if (args.includes("--show")) for (const line of examples) console.log(`    ${line}`);
  }
  process.exit(over ? 1 : 0);
}
