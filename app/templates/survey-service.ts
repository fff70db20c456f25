import type { Action, Card, Faq, Hero, PageContent, ServiceData, Visual, Metric } from "~/content/types";

/**
 * The template shared by the facade, tree, setting-out and land survey pages:
 * hero, what-is, four benefit cards with metrics, a visual, scope and add-ons,
 * deliverable formats, eight FAQs and a closing call to action.
 */
export interface SurveyServiceInput {
  hero: Hero;
  anchorNavLabel: string;
  whatIs: { nav: string; heading: string; term: string; text: string; points: string[]; visual?: Visual };
  benefits: { nav: string; heading: string; intro: string; cards: [BenefitCard, BenefitCard, BenefitCard, BenefitCard] };
  visual: { heading: string; visual: Visual; caption: string; metrics: Metric[] };
  scope: { nav: string; heading: string; intro?: string; included: { heading: string; items: string[] }; addOns: { heading: string; items: string[] } };
  formats: { nav: string; heading: string; intro?: string; groups: { title: string; items: string[] }[] };
  faq: { nav: string; heading: string; items: [Faq, Faq, Faq, Faq, Faq, Faq, Faq, Faq] };
  cta: { heading: string; text: string; actions: Action[] };
  service: ServiceData;
}

type BenefitCard = Card & { metric: Metric };

export function surveyServicePage(input: SurveyServiceInput): PageContent {
  return {
    hero: input.hero,
    anchorNavLabel: input.anchorNavLabel,
    service: input.service,
    sections: [
      { type: "definition", id: "what-is", ...input.whatIs },
      { type: "cards", id: "benefits", ...input.benefits },
      { type: "visual", id: "visual", ...input.visual },
      { type: "scope", id: "scope", ...input.scope },
      { type: "formats", id: "formats", ...input.formats },
      { type: "faq", id: "faq", ...input.faq },
      { type: "cta", id: "get-started", ...input.cta },
    ],
  };
}
