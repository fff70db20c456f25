import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Projektek",
  "page.title": "Projektek és esettanulmányok",
  "page.h1": "Projektek és esettanulmányok",
  "page.description": "Válogatott 3D szkennelési projektek Magyarországon és Németországban: ipari Scan to BIM, előrehaladás-követés és egy szálloda homlokzatfelmérése.",

  "hero.eyebrow": "Projektek",
  "hero.lead": "Esettanulmányok működő vegyipari és gyógyszeripari üzemekből és egy szálloda homlokzatáról: mire volt szüksége a megrendelőnek, hogyan mértük fel, milyen pontosságot értünk el, és mit változtatott ez a projekten.",

  "caseStudies.heading": "Válogatott esettanulmányok",
  "caseStudies.intro": "Válogatás munkáinkból: minden esettanulmány megnevezi a megrendelőt, az igénybe vett szolgáltatásokat és azt a számot, amelyen a munkát mérték.",

  "cta.heading": "Hasonló projektje van?",
  "cta.text": "Mutassa be a helyszínt és az Ön előtt álló döntést. A fix díjas árajánlatot munkanapokon számított {{quoteTurnaroundHours}} órán belül megkapja.",
} satisfies SameKeys<typeof en>;
