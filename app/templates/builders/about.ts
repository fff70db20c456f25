import type { Section } from "~/content/types";
import type { IconName } from "~/components/ui/icons";
import { childrenOf } from "~/site/route-table";
import { inOrder, type Keyed } from "~/i18n/words";
import type { PageDefinition } from "./define";
import * as part from "./parts";

/**
 * An about page: hero, then its sections beside a side menu of the about pages. A section is
 * running text, cards, process steps, testimonials or the client logos.
 */
export type AboutSectionStructure =
  | { readonly type: "prose"; readonly id: string; readonly blocks: part.Ids }
  | { readonly type: "cards"; readonly id: string; readonly cards: part.CardsStructure["cards"] }
  | { readonly type: "process"; readonly id: string; readonly steps: part.Ids }
  | { readonly type: "testimonials"; readonly id: string; readonly items: part.TestimonialsStructure["items"] }
  | { readonly type: "logos"; readonly id: string }
  /** Cards linking to the about pages beneath this one, each with a line of words and an icon. */
  | { readonly type: "pages"; readonly id: string; readonly icons: readonly IconName[] };

/** A "pages" section's words: a line for each about page beneath, under the page's key. */
interface PagesWords {
  readonly heading: string;
  readonly intro?: string;
  readonly texts: Keyed<string>;
}

export type AboutSectionWords =
  part.ProseWords | part.CardsWords | part.ProcessWords | part.TestimonialsWords | { readonly heading: string } | PagesWords;

export interface AboutStructure {
  readonly hero: part.HeroStructure;
  readonly sections: readonly AboutSectionStructure[];
  readonly cta?: part.CtaStructure;
}

export interface AboutWords {
  readonly hero: part.HeroWords;
  /** The words of each section, under the section's id. */
  readonly sections: Keyed<AboutSectionWords>;
  readonly cta: part.CtaWords;
}

function has<K extends string>(words: object, key: K, id: string): void {
  if (!(key in words)) throw new Error(`about section "${id}": its words have no "${key}"`);
}

function section(structure: AboutSectionStructure, words: AboutSectionWords): Section {
  switch (structure.type) {
    case "prose":
      has(words, "blocks", structure.id);
      return part.prose(structure.id, structure, words as part.ProseWords);
    case "cards":
      has(words, "cards", structure.id);
      return part.cards(structure.id, structure, words as part.CardsWords);
    case "process":
      has(words, "steps", structure.id);
      return part.process(structure.id, structure, words as part.ProcessWords);
    case "testimonials":
      has(words, "items", structure.id);
      return part.testimonials(structure.id, structure, words as part.TestimonialsWords);
    case "logos":
      return part.logos(structure.id, words);
    case "pages": {
      has(words, "texts", structure.id);
      const { heading, intro, texts } = words as PagesWords;
      const pages = childrenOf("about").map((page, i) => ({ id: page, page, icon: structure.icons[i] }));
      return {
        type: "services",
        id: structure.id,
        heading,
        intro,
        items: inOrder(
          pages.map((p) => p.id),
          texts,
          structure.id,
        ).map((text, i) => ({ page: pages[i].page, icon: pages[i].icon, text })),
      };
    }
  }
}

export function aboutPage<const S extends AboutStructure>(structure: S): PageDefinition<AboutWords, S> {
  return {
    build: (words, context) => ({
      hero: part.hero(structure.hero, words.hero),
      sideMenu: { label: context.shared.sideMenu, pages: ["about", ...childrenOf("about")] },
      sections: [
        ...inOrder(
          structure.sections.map((s) => s.id),
          words.sections,
          "about sections",
        ).map((w, i) => section(structure.sections[i], w)),
        ...part.relatedSection(context),
        part.cta("get-started", structure.cta ?? {}, words.cta),
      ],
    }),
  };
}
