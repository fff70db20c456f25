import type { PageContent } from "~/content/types";
import type { Lang } from "~/i18n/languages";
import { fileAt } from "./registry";
import { fileBytes } from "./render.server";
import { sizeText } from "./size-text";

/** The page with the size of each file it offers, measured on the file itself. */
export async function withFileSizes(content: PageContent, lang: Lang): Promise<PageContent> {
  if (!content.sections.some((section) => section.type === "downloads")) return content;
  const sections = await Promise.all(
    content.sections.map(async (section) => {
      if (section.type !== "downloads") return section;
      const items = await Promise.all(
        section.items.map(async (item) => ({
          ...item,
          files: await Promise.all(
            item.files.map(async (link) => {
              const file = fileAt(link.path);
              if (!file) throw new Error(`No file at ${link.path}`);
              return { ...link, size: sizeText((await fileBytes(file)).byteLength, lang) };
            }),
          ),
        })),
      );
      return { ...section, items };
    }),
  );
  return { ...content, sections };
}
