import { spawnSync } from "node:child_process";
import { cpSync, globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as prettier from "prettier";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fillFigures } from "../app/i18n/figures.ts";
import { readWords } from "./words/source.ts";

/** The round trip runs on a copy of the words and the structure beside them, so the repository is never edited. */
const COPIED = ["app/content", "app/leads/copy", "app/i18n/catalogues", "app/site"];
const WORDS = ["app/content/**/{en,tr,hu,de}.ts", "app/leads/copy/{en,tr,hu,de}.ts", "app/i18n/catalogues/{en,tr,hu,de}.ts"];

// Each command is a Node process that parses every words file; the machine may be busy.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let root: string;
let xliff: string;

function words(cwd: string): Map<string, string> {
  return new Map(globSync(WORDS, { cwd }).map((file) => [file, readFileSync(join(cwd, file), "utf8")]));
}

function cli(...args: string[]) {
  return spawnSync(process.execPath, ["scripts/words.ts", ...args, "--root", root], { encoding: "utf8" });
}

function exported(): string {
  const run = cli("export", "--lang", "hu", "--out", join(root, "hu.xlf"));
  expect(run.status, run.stderr).toBe(0);
  return readFileSync(join(root, "hu.xlf"), "utf8");
}

/** The key of the first unit of a file whose XML matches, so tests name no list item by its place. */
function keyWhere(xml: string, file: string, pattern: RegExp): string {
  const start = xml.indexOf(`<file id="${file}"`);
  const block = xml.slice(start, xml.indexOf("</file>", start));
  const unit = block.split("<unit ").find((candidate) => pattern.test(candidate));
  expect(unit, `${file}: no unit matches ${pattern}`).toBeDefined();
  return unit!.match(/name="([^"]+)"/)![1];
}

/** The XML of one unit of one file, for a test to change as a translator's tool would. */
function unitSpan(xml: string, file: string, key: string): [start: number, end: number] {
  const fileStart = xml.indexOf(`<file id="${file}"`);
  const start = xml.indexOf(`<unit id="${key.replaceAll("/", ":")}"`, fileStart);
  expect(fileStart, file).toBeGreaterThan(-1);
  expect(start, key).toBeGreaterThan(fileStart);
  return [start, xml.indexOf("</unit>", start) + "</unit>".length];
}

function editUnit(xml: string, file: string, key: string, edit: (unit: string) => string): string {
  const [start, end] = unitSpan(xml, file, key);
  return xml.slice(0, start) + edit(xml.slice(start, end)) + xml.slice(end);
}

/** Gives a unit a new target, written as raw XML (CDATA and character references as tools return them). */
function retarget(xml: string, file: string, key: string, targetXml: string): string {
  return editUnit(xml, file, key, (unit) =>
    unit.includes("<target>")
      ? unit.replace(/<target>[\s\S]*<\/target>/, () => `<target>${targetXml}</target>`)
      : unit.replace("</source>", () => `</source><target>${targetXml}</target>`),
  );
}

function importing(xml: string) {
  writeFileSync(join(root, "returned.xlf"), xml);
  return cli("import", join(root, "returned.xlf"));
}

function changedTexts(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after]
    .flatMap(([file, text]) => {
      const old = readWords(file, before.get(file)!).texts;
      const now = readWords(file, text).texts;
      const keys = new Set([...old.keys(), ...now.keys()]);
      return [...keys].filter((key) => old.get(key)?.value !== now.get(key)?.value).map((key) => `${file} ${key}`);
    })
    .sort();
}

function changedLines(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after]
    .flatMap(([file, text]) => {
      const old = before.get(file)!.split("\n");
      const now = text.split("\n");
      if (old.length !== now.length) return [`${file}: ${old.length} lines became ${now.length}`];
      return now.flatMap((line, index) => (line === old[index] ? [] : [`${file}:${index + 1} ${line.trim()}`]));
    })
    .sort();
}

/** Where a key's line is in a words file, as changedLines reports it. */
function lineOf(file: string, text: string, key: string): string {
  const index = text.split("\n").findIndex((line) => line.trimStart().startsWith(`"${key}": `));
  expect(index, `${file}: ${key}`).toBeGreaterThan(-1);
  return `${file}:${index + 1}`;
}

async function formatted(file: string, text: string): Promise<boolean> {
  const repoPath = join(process.cwd(), file);
  const options = await prettier.resolveConfig(repoPath);
  return prettier.check(text, { ...options, filepath: repoPath });
}

function freshCopy() {
  root = mkdtempSync(join(tmpdir(), "words-"));
  for (const folder of COPIED) cpSync(folder, join(root, folder), { recursive: true });
}

beforeAll(() => {
  freshCopy();
  xliff = exported();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(freshCopy);

afterEach(() => rmSync(root, { recursive: true, force: true }));

const MARITIME = "app:content:sectors:maritime";
const FORMS = "app:leads:copy";
/** The maritime page's label of its interior accuracy figure, and a form text that names the quote promise. */
const label = () => keyWhere(xliff, MARITIME, /<source>Interior accuracy<\/source>/);
const promise = () => keyWhere(xliff, FORMS, /<source>[^<]*\{\{quoteTurnaroundHours\}\}/);

describe("npm run words -- export", () => {
  it("writes XLIFF 2.0 from English to the language asked for, a unit for every English text", () => {
    expect(xliff).toMatch(/<xliff xmlns="urn:oasis:names:tc:xliff:document:2\.0" version="2\.0" srcLang="en" trgLang="hu">/);
    const englishTexts = [...words(root)]
      .filter(([file]) => file.endsWith("/en.ts"))
      .reduce((sum, [file, text]) => sum + readWords(file, text).texts.size, 0);
    expect(xliff.match(/<unit /g)).toHaveLength(englishTexts);
  });

  it("shows beside a label the figure it labels, and writes out every figure a text names", () => {
    const [start, end] = unitSpan(xliff, MARITIME, label());
    const unit = xliff.slice(start, end);
    expect(unit).toContain("<target>A belső terek pontossága</target>");
    expect(unit).toContain('<note category="page">sectors/maritime, /en/sectors/maritime</note>');
    const written = (fact: string) =>
      `${fillFigures(`{{${fact}}}`, "en", {})} (${fact}; the Hungarian site writes ${fillFigures(`{{${fact}}}`, "hu", {})})`;
    expect(unit).toContain(`Labels the figure shown beside it: ${written("vesselInteriorAccuracy")}`);
    const [faqStart, faqEnd] = unitSpan(xliff, MARITIME, keyWhere(xliff, MARITIME, /<source>[^<]*\{\{vesselHullAccuracy\}\}/));
    expect(xliff.slice(faqStart, faqEnd)).toContain(`{{vesselHullAccuracy}} reads ${written("vesselHullAccuracy")}`);
  });
});

describe("npm run words -- import", () => {
  it("writes exactly the two changed translations, in place, and leaves every other byte as it was", async () => {
    const before = words(root);
    const [labelKey, promiseKey] = [label(), promise()];
    let returned = retarget(xliff, MARITIME, labelKey, "<![CDATA[Pontosság a belső terekben]]>");
    returned = retarget(
      returned,
      FORMS,
      promiseKey,
      "Fix díjas árajánlatunkat munkanapokon számított {{quoteTurnaroundHours}} órán belül kapja meg t&#x151;lünk.",
    );
    // Attributes in another order, as other tools write them.
    returned = returned.replace('version="2.0" srcLang="en" trgLang="hu"', 'trgLang="hu" srcLang="en" version="2.0"');

    const run = importing(returned);
    expect(run.status, run.stderr).toBe(0);
    const after = words(root);
    const [page, forms] = ["app/content/sectors/maritime/hu.ts", "app/leads/copy/hu.ts"];
    expect(changedTexts(before, after)).toEqual([`${page} ${labelKey}`, `${forms} ${promiseKey}`]);
    expect(changedLines(before, after)).toEqual([
      `${lineOf(page, before.get(page)!, labelKey)} "${labelKey}": "Pontosság a belső terekben",`,
      `${lineOf(forms, before.get(forms)!, promiseKey)} "${promiseKey}": "Fix díjas árajánlatunkat munkanapokon számított {{quoteTurnaroundHours}} órán belül kapja meg tőlünk.",`,
    ]);
    for (const file of [page, forms]) expect(await formatted(file, after.get(file)!)).toBe(true);
  });

  it("adds a missing translation after its English neighbour", async () => {
    const file = "app/content/entities/hu.ts";
    const original = readFileSync(join(root, file), "utf8");
    const key = "sectors.maritime.summary";
    writeFileSync(
      join(root, file),
      original
        .split("\n")
        .filter((line) => !line.startsWith(`  "${key}": `))
        .join("\n"),
    );
    const incomplete = exported();
    const [start, end] = unitSpan(incomplete, "app:content:entities", key);
    expect(incomplete.slice(start, end)).toMatch(/<segment state="initial">\s*<source>[^<]+<\/source>\s*<\/segment>/);

    const summary = readWords(file, original).texts.get(key)!.value;
    const run = importing(retarget(incomplete, "app:content:entities", key, summary));
    expect(run.status, run.stderr).toBe(0);
    const written = readFileSync(join(root, file), "utf8");
    expect(written).toBe(original);
    expect(await formatted(file, written)).toBe(true);
  });

  describe("refuses, naming the file and unit, and writes nothing", () => {
    /** A good change beside the bad one, which must not be written either. */
    const good = (xml: string) => retarget(xml, FORMS, "common.submit.call", "Visszahívást kérek most");

    it.each([
      [
        "a key the English words do not have",
        (xml: string) =>
          editUnit(xml, MARITIME, label(), (unit) => unit.replace(/id="[^"]+" name="[^"]+"/, 'id="no.such.key" name="no.such.key"')),
        () => `file "${MARITIME}", unit "no.such.key": no such key`,
      ],
      [
        "a dropped placeholder",
        (xml: string) => retarget(xml, FORMS, promise(), "Fix díjas árajánlatot hamarosan küldünk."),
        () => `file "${FORMS}", unit "${promise()}": its placeholders (none) differ from the English {{quoteTurnaroundHours}}`,
      ],
      [
        "a figure typed with its unit",
        (xml: string) => retarget(xml, MARITIME, label(), "A belső terek pontossága 5 mm"),
        () => `file "${MARITIME}", unit "${label()}": it types a figure (number with a unit: "5 mm")`,
      ],
      [
        "a bare number the English does not have",
        (xml: string) => retarget(xml, FORMS, "common.submit.quote", "3 árajánlatot kérek"),
        () => `file "${FORMS}", unit "common.submit.quote": it types the number 3`,
      ],
      [
        "a translation of an English text that has changed since the export",
        (xml: string) =>
          retarget(
            editUnit(xml, FORMS, promise(), (unit) => unit.replace("<source>We will", "<source>We shall")),
            FORMS,
            promise(),
            "Munkanapokon számított {{quoteTurnaroundHours}} órán belül küldünk fix díjas árajánlatot.",
          ),
        () => `file "${FORMS}", unit "${promise()}": the English text has changed since the export`,
      ],
      [
        "a file for another language",
        (xml: string) => xml.replace('trgLang="hu"', 'trgLang="fr"'),
        () => `trgLang "fr" is not one of the site's translations`,
      ],
    ])("%s", (_, change, message) => {
      const before = words(root);
      const run = importing(change(good(xliff)));
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain("Nothing was imported");
      expect(run.stderr).toContain(message());
      expect(words(root)).toEqual(before);
    });
  });
});
