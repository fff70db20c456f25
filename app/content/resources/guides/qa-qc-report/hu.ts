import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "A QA/QC-jelentés kötelező tartalma",
  "page.title": "A lézerszkenneléses felmérés QA/QC-jelentésének tartalma",
  "page.h1": "Mit kell tartalmaznia a QA/QC-jelentésnek, és hogyan értelmezze?",
  "page.description": "Alappontháló, illesztési középhiba (RMSE), független ellenőrző pontok, modell–pontfelhő eltérés, hiányok és aláírás: így olvassa a QA/QC-jelentést.",

  "hero.eyebrow": "Útmutató",
  "hero.lead": "Ez az útmutató megmutatja, mit bizonyít a QA/QC-jelentés egyes része, mely értékeket szokás összekeverni, mire kell figyelnie, és mit írjon a feladatleírásba, hogy a jelentés az Ön kérdéseire válaszoljon.",
} satisfies SameKeys<typeof en>;
