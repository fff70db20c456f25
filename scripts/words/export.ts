import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Lang } from "../../app/i18n/languages.ts";
import { contextOf, englishAddresses } from "./context.ts";
import { fileOf, wordsSets } from "./files.ts";
import { readWords } from "./source.ts";
import { unitId, writeXliff, type XliffFile } from "./xliff.ts";

/** Every English text of the site with its translation into `lang` and its context, as XLIFF 2.0. */
export async function exportWords(root: string, lang: Exclude<Lang, "en">): Promise<string> {
  const addresses = await englishAddresses();
  const files = wordsSets(root).map((set): XliffFile => {
    const english = readWords(set.english, readFileSync(join(root, set.english), "utf8"));
    const targetFile = fileOf(set, lang);
    const target = existsSync(join(root, targetFile)) ? readWords(targetFile, readFileSync(join(root, targetFile), "utf8")) : undefined;
    const notes = contextOf(set, root, lang, addresses);
    const ids = new Map<string, string>();
    const units = [...english.texts.values()].map(({ key, value }) => {
      const id = unitId(key);
      if (ids.has(id)) throw new Error(`${set.english}: "${key}" and "${ids.get(id)}" would share the unit id ${id}`);
      ids.set(id, key);
      return { id, name: key, notes: notes(key, value), source: value, target: target?.texts.get(key)?.value };
    });
    return { id: set.id, original: set.english, units };
  });
  return writeXliff({ srcLang: "en", trgLang: lang, files });
}
