import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isLang } from "../app/i18n/languages.ts";
import { exportWords } from "./words/export.ts";
import { ImportRefused, importWords } from "./words/import.ts";

const USAGE = `Usage:
  npm run words -- export --lang <tr|hu|de> [--out FILE]   every text with its translation and context, as XLIFF 2.0
  npm run words -- import FILE                            write a returned XLIFF 2.0 file's translations into the words files
Both take --root DIR to work on another copy of the repository.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { lang: { type: "string" }, out: { type: "string" }, root: { type: "string" } },
});
const root = resolve(values.root ?? dirname(dirname(fileURLToPath(import.meta.url))));
const [command, file] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (command === "export") {
  const lang = values.lang;
  if (!lang || !isLang(lang) || lang === "en") fail(`--lang must be tr, hu or de\n\n${USAGE}`);
  const xliff = await exportWords(root, lang);
  if (values.out) {
    writeFileSync(values.out, xliff);
    console.error(`Wrote ${values.out}`);
  } else {
    process.stdout.write(xliff);
  }
} else if (command === "import" && file) {
  try {
    const changes = importWords(root, readFileSync(file, "utf8"));
    for (const change of changes) console.log(`${change.file}: ${change.key}`);
    console.log(`${changes.length} text${changes.length === 1 ? "" : "s"} changed`);
  } catch (error) {
    if (error instanceof ImportRefused) fail(error.message);
    throw error;
  }
} else {
  fail(USAGE);
}
