import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Ágazatok",
  "page.title": "Ágazatok, amelyekben dolgozunk",
  "page.h1": "Ágazatok, amelyekben dolgozunk",
  "page.description": "Ipari létesítmények, irodaházak, üzletek és szállodák, infrastruktúra, műemlékek és hajók: így segíti a 3D szkennelés az egyes ágazatokat.",

  "hero.eyebrow": "Ágazatok",
  "hero.lead": "Egy finomító, egy szálloda, egy vasútvonal, egy műemlék templom és egy szárazdokkban álló hajó mást vár a felméréstől. Válassza ki az ágazatát, és megmutatjuk, mit mérünk fel, hogyan dolgozunk az üzemmenet zavarása nélkül, és mit kap kézhez.",

  "sectors.heading": "Öt ágazat, egyféle pontosság",
  "sectors.intro": "Minden ágazati oldal bemutatja az ágazathoz illő szolgáltatásokat, munkarészeket, a folyamatot és az esettanulmányokat.",

  "cta.heading": "Nem biztos benne, melyik ágazatba tartozik a projektje?",
  "cta.text": "Írja le a helyszínt és azt, miről kell döntenie. Egy földmérő mérnök válaszol, a fix díjas árajánlatot pedig munkanapokon számított {{quoteTurnaroundHours}} órán belül megkapja.",
} satisfies SameKeys<typeof en>;
