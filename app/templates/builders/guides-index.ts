import { GUIDE_KEYS } from "~/site/guides";
import type { PageDefinition } from "./define";
import * as part from "./parts";

/**
 * The guides index: a plain hero, a card for each guide (its label and description, in the order
 * of app/site/guides.ts), the other resources and a call to talk the brief through with a surveyor.
 */
export interface GuidesIndexWords {
  readonly hero: { readonly eyebrow: string; readonly lead: string };
  readonly guides: { readonly heading: string; readonly intro?: string };
  readonly cta: part.CtaWords;
}

export function guidesIndex<const S extends { readonly cta?: part.CtaStructure }>(structure: S): PageDefinition<GuidesIndexWords, S> {
  return {
    build: (words, context) => ({
      hero: part.hero({ actions: [] }, words.hero),
      sections: [
        part.related("guides", GUIDE_KEYS, words.guides, context),
        ...part.relatedSection(context),
        part.cta("get-started", structure.cta ?? {}, words.cta),
      ],
    }),
  };
}
