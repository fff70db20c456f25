import type { Action, Section } from "~/content/types";
import { DOCUMENTS, downloadFile, type DocumentEntry, type DocumentId } from "~/downloads/registry";
import type { PageDefinition } from "./define";
import * as part from "./parts";
import { inOrder, type Keyed } from "~/i18n/words";

/**
 * The Downloads page: its documents in groups, each with its files in the page's language (the
 * sizes are added when the page is loaded, from the files themselves: app/downloads/sizes.server.ts),
 * the pages that show the same content on the site, and a closing call to action.
 */
export interface DownloadGroupStructure {
  readonly id: string;
  readonly documents: readonly DocumentId[];
}

export interface DownloadsStructure {
  readonly hero: part.HeroStructure;
  readonly groups: readonly DownloadGroupStructure[];
  /** The page on the site that shows a document's content: the LOD matrix page, the sample viewer. */
  readonly pages?: Partial<Record<DocumentId, Action>>;
  readonly notes: part.ProseStructure;
  readonly cta?: part.CtaStructure;
}

export interface DownloadsWords {
  readonly hero: part.HeroWords;
  readonly groups: Keyed<{ readonly heading: string; readonly intro?: string }>;
  /** Each document's title and what it holds; `page` labels the link to the page showing the same content, where it has one. */
  readonly documents: Keyed<{ readonly title: string; readonly text: string; readonly page?: string }>;
  readonly notes: part.ProseWords;
  readonly cta: part.CtaWords;
}

/** The name of a file's format as the page shows it. */
const FORMAT_NAMES = { pdf: "PDF", dxf: "DXF", csv: "CSV" } as const;

export function downloadsPage<const S extends DownloadsStructure>(structure: S): PageDefinition<DownloadsWords, S> {
  return {
    build: (words, context) => {
      const groups = inOrder(
        structure.groups.map((group) => group.id),
        words.groups,
        "download groups",
      );
      const ids = structure.groups.flatMap((group) => group.documents);
      const documents = inOrder(ids, words.documents, "documents");
      const sections: Section[] = structure.groups.map((group, i) => ({
        type: "downloads",
        id: group.id,
        heading: groups[i].heading,
        intro: groups[i].intro,
        items: group.documents.map((id) => {
          const entry: DocumentEntry = DOCUMENTS[id];
          const { title, text, page } = documents[ids.indexOf(id)];
          const onSite = structure.pages?.[id];
          if (Boolean(onSite) !== Boolean(page))
            throw new Error(`documents.${id}: a page to show it on and the words of its link go together`);
          return {
            id,
            title,
            text,
            sample: entry.sample ? context.shared.download.sample : undefined,
            page: onSite && { ...onSite, label: page },
            files: entry.formats.map((format) => {
              const file = downloadFile(id, context.lang, format);
              return { path: file.path, fileName: file.path.slice(file.path.lastIndexOf("/") + 1), format: FORMAT_NAMES[format] };
            }),
          };
        }),
      }));
      return {
        hero: part.hero(structure.hero, words.hero),
        sections: [
          ...sections,
          part.prose("about-the-files", structure.notes, words.notes),
          ...part.relatedSection(context),
          part.cta("get-started", structure.cta ?? {}, words.cta),
        ],
      };
    },
  };
}
