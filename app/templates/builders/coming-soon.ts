import type { PageDefinition } from "./define";
import * as part from "./parts";

/** A page whose content is on its way: what it will hold, and meanwhile the way to ask us directly. */
export interface ComingSoonWords {
  readonly hero: { readonly lead: string };
  /** What the page will hold. */
  readonly body: part.ProseWords;
  readonly cta: part.CtaWords;
}

export function comingSoon<const S extends { readonly body: part.ProseStructure; readonly cta?: part.CtaStructure }>(
  structure: S,
): PageDefinition<ComingSoonWords, S> {
  return {
    build: (words, context) => ({
      hero: part.hero({ actions: [] }, { eyebrow: context.shared.comingSoon, lead: words.hero.lead }),
      sections: [
        part.prose("coming-soon", structure.body, words.body),
        ...part.relatedSection(context),
        part.cta("get-started", structure.cta ?? {}, words.cta),
      ],
    }),
  };
}
