import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isLang, type Lang } from "../../app/i18n/languages.ts";
import { typedFigures } from "../../app/i18n/typed-figures.ts";
import { fileOf, wordsSets, type WordsSet } from "./files.ts";
import { propertyName, readWords, stringLiteral, type WordsSource } from "./source.ts";
import { readXliff, unitId } from "./xliff.ts";

/** One text an import writes. */
export interface Change {
  file: string;
  key: string;
  before?: string;
  after: string;
}

/** An import that would write something wrong: nothing has been written. */
export class ImportRefused extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Nothing was imported:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.problems = problems;
  }
}

const placeholders = (text: string) => [...new Set(text.match(/\{\{[^}]*\}\}/g) ?? [])].sort();
const numbers = (text: string) => text.replace(/\{\{[^}]*\}\}/g, " ").match(/\d+/g) ?? [];

/** Why a translation cannot stand for its English text, if it cannot. */
function problemWith(english: string, target: string): string | undefined {
  const wanted = placeholders(english);
  const given = placeholders(target);
  if (wanted.join("\n") !== given.join("\n")) {
    return `its placeholders ${given.join(" ") || "(none)"} differ from the English ${wanted.join(" ") || "(none)"}`;
  }
  const typed = typedFigures(target);
  if (typed.length) return `it types a figure (${typed.join("; ")}); figures come from {{placeholders}}`;
  const known = new Set(numbers(english));
  const added = numbers(target).filter((number) => !known.has(number));
  if (added.length)
    return `it types the number ${added.join(", ")}, which the English text does not have; figures come from {{placeholders}}`;
  return undefined;
}

interface Edit {
  at: number;
  end: number;
  text: string;
  order: number;
}

/** Where and how a text missing from a translation is added: after its nearest English predecessor in the same object. */
function insertion(key: string, value: string, english: WordsSource, target: WordsSource, order: number): Edit | string {
  const entry = english.texts.get(key)!;
  const name = key.slice(entry.parent ? entry.parent.length + 1 : 0);
  const keys = [...english.texts.keys()];
  const before = keys
    .slice(0, keys.indexOf(key))
    .reverse()
    .map((candidate) => target.texts.get(candidate))
    .find((found) => found && found.parent === entry.parent);
  const line = (offset: number) => target.text.slice(target.text.lastIndexOf("\n", offset - 1) + 1, offset);
  if (before) {
    const indent = line(before.propertyEnd).match(/^\s*/)![0];
    const comma = target.text[before.propertyEnd] === ",";
    const at = before.propertyEnd + (comma ? 1 : 0);
    return { at, end: at, text: `${comma ? "" : ","}\n${indent}${propertyName(name, before.quotedName)}: ${stringLiteral(value)},`, order };
  }
  const open = target.objects.get(entry.parent);
  if (open === undefined) return `the translation has no "${entry.parent}" group to add it to`;
  const indent = `${line(open).match(/^\s*/)![0]}  `;
  return { at: open, end: open, text: `\n${indent}${propertyName(name, entry.quotedName)}: ${stringLiteral(value)},`, order };
}

/**
 * Writes the translations of an XLIFF 2.0 file into the words files of its target language: each
 * changed text replaced where it stands, each missing one added after its English neighbour, the
 * rest of every file left byte for byte. Refuses the whole file, writing nothing, when a file or key
 * is unknown, the English has changed since the export, or a translation drops or adds a
 * placeholder or types a figure.
 */
export function importWords(root: string, xml: string): Change[] {
  const xliff = readXliff(xml);
  const problems: string[] = [];
  // Tools may name a language with its region ("hu-HU", "hu_HU"); the site has one of each.
  const language = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];
  if (language(xliff.srcLang) !== "en") problems.push(`srcLang is "${xliff.srcLang}"; the site's source language is en`);
  const lang = language(xliff.trgLang) as Lang;
  if (!isLang(lang) || lang === "en") {
    throw new ImportRefused([...problems, `trgLang "${xliff.trgLang}" is not one of the site's translations (tr, hu, de)`]);
  }
  const sets = wordsSets(root);
  const byId = new Map<string, WordsSet>(sets.flatMap((set) => [[set.id, set] as const, [set.english, set] as const]));
  const changes: Change[] = [];
  const output = new Map<string, string>();

  for (const file of xliff.files) {
    const set = byId.get(file.id) ?? (file.original ? byId.get(file.original) : undefined);
    if (!set) {
      problems.push(`file "${file.id}": no such words file`);
      continue;
    }
    const english = readWords(set.english, readFileSync(join(root, set.english), "utf8"));
    const targetFile = fileOf(set, lang);
    if (!existsSync(join(root, targetFile))) {
      problems.push(`file "${file.id}": ${targetFile} does not exist`);
      continue;
    }
    const target = readWords(targetFile, readFileSync(join(root, targetFile), "utf8"));
    const byUnitId = new Map([...english.texts.keys()].map((key) => [unitId(key), key]));
    const keys = [...english.texts.keys()];
    const edits: Edit[] = [];
    const seen = new Set<string>();
    for (const unit of file.units) {
      const where = `file "${file.id}", unit "${unit.name ?? unit.id}"`;
      const key = unit.name !== undefined ? unit.name : byUnitId.get(unit.id);
      const source = key === undefined ? undefined : english.texts.get(key);
      if (key === undefined || !source) {
        problems.push(`${where}: no such key in ${set.english}`);
        continue;
      }
      if (seen.has(key)) {
        problems.push(`${where}: the key comes twice`);
        continue;
      }
      seen.add(key);
      if (unit.target === undefined || unit.target === "") continue;
      const current = target.texts.get(key);
      if (current?.value === unit.target) continue;
      if (unit.source !== source.value) {
        problems.push(`${where}: the English text has changed since the export; export again`);
        continue;
      }
      const problem = problemWith(source.value, unit.target);
      if (problem) {
        problems.push(`${where}: ${problem}`);
        continue;
      }
      if (current) {
        edits.push({ at: current.start, end: current.end, text: stringLiteral(unit.target), order: keys.indexOf(key) });
      } else {
        const edit = insertion(key, unit.target, english, target, keys.indexOf(key));
        if (typeof edit === "string") {
          problems.push(`${where}: ${edit}`);
          continue;
        }
        edits.push(edit);
      }
      changes.push({ file: targetFile, key, before: current?.value, after: unit.target });
    }
    if (!edits.length) continue;
    edits.sort((a, b) => b.at - a.at || b.order - a.order);
    let text = target.text;
    for (const edit of edits) text = text.slice(0, edit.at) + edit.text + text.slice(edit.end);
    const written = readWords(targetFile, text);
    for (const change of changes.filter((change) => change.file === targetFile)) {
      if (written.texts.get(change.key)?.value !== change.after)
        throw new Error(`${targetFile}: "${change.key}" did not write back as it reads`);
    }
    output.set(targetFile, text);
  }

  if (problems.length) throw new ImportRefused(problems);
  for (const [file, text] of output) writeFileSync(join(root, file), text);
  return changes;
}
