import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "Minták",
  "page.title": "Minta pontfelhő és munkarészek",
  "page.h1": "Minta pontfelhő és munkarészek",
  "page.description": "Nyisson meg egy regisztrált homlokzati pontfelhőt a böngészőben, mérjen benne, és töltse le az ugyanabból a felmérésből készült QA/QC jelentést és {{cadScaleDetailed}}-es nézetet.",
} satisfies PageMetaWords;
