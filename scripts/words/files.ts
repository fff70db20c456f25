import { existsSync, globSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Lang } from "../../app/i18n/languages.ts";

export type WordsKind = "page" | "entities" | "forms" | "catalogue";

/** The words of one thing in every language: a page, the entities, the forms or the site's catalogue. */
export interface WordsSet {
  /** Stable id in an exchange file: the folder's path with ":" for "/" (an XML name token). */
  id: string;
  kind: WordsKind;
  /** The folder, relative to the root, e.g. "app/content/sectors/maritime". */
  folder: string;
  /** The page key, for page words: the folder's path under app/content. */
  page?: string;
  /** The English file, relative to the root. */
  english: string;
  /** Structure that places figures beside texts: the page's page.ts, or the entity records. */
  structure: { file: string; prefix: string }[];
}

const CONTENT = "app/content";

function kindOf(folder: string): WordsKind {
  if (folder === `${CONTENT}/entities`) return "entities";
  if (folder === "app/leads/copy") return "forms";
  if (folder === "app/i18n/catalogues") return "catalogue";
  return "page";
}

/** Every words set under a root, found by their English files. */
export function wordsSets(root: string): WordsSet[] {
  const english = globSync([`${CONTENT}/**/en.ts`, "app/leads/copy/en.ts", "app/i18n/catalogues/en.ts"], { cwd: root }).sort();
  return english.map((file): WordsSet => {
    const folder = dirname(file).split("\\").join("/");
    const kind = kindOf(folder);
    const page = kind === "page" ? folder.slice(CONTENT.length + 1) : undefined;
    const structure =
      kind === "page"
        ? [{ file: `${folder}/page.ts`, prefix: "" }]
        : kind === "entities"
          ? [
              { file: "app/site/services.ts", prefix: "services" },
              { file: "app/site/projects.ts", prefix: "projects" },
            ]
          : [];
    return {
      id: folder.replaceAll("/", ":"),
      kind,
      folder,
      page,
      english: `${folder}/en.ts`,
      structure: structure.filter((part) => existsSync(join(root, part.file))),
    };
  });
}

/** The file of a set in a language. */
export function fileOf(set: WordsSet, lang: Lang): string {
  return `${set.folder}/${lang}.ts`;
}
