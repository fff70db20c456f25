import type { PageDefinition } from "./define";
import * as part from "./parts";

/** The sectors index: a hero, a card per sector with what it needs, and the closing call. */
export interface SectorsIndexWords {
  readonly hero: part.HeroWords;
  readonly sectors: { readonly heading: string; readonly intro?: string };
  readonly cta: part.CtaWords;
}

export function sectorsIndex<const S extends { readonly hero?: part.HeroStructure }>(
  structure: S = {} as S,
): PageDefinition<SectorsIndexWords, S> {
  return {
    build: (words, context) => ({
      hero: part.hero(structure.hero ?? {}, words.hero),
      sections: [part.sectorCards("sectors", words.sectors, context), part.cta("get-started", {}, words.cta)],
    }),
  };
}
