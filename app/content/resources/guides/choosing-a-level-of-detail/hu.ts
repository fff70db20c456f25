import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "A kidolgozottsági szint kiválasztása",
  "page.title": "Kidolgozottsági szint (LOD) választása Scan to BIM-hez",
  "page.h1": "Hogyan válasszon kidolgozottsági szintet Scan to BIM-modellhez?",
  "page.description": "Mit tartalmaz a {{lod200}}–{{lod400}}, melyik szint kell tervezéshez, üzemeltetéshez, ütközésvizsgálathoz vagy előgyártáshoz, és hogyan kerüljön a szerződésbe.",

  "hero.eyebrow": "Útmutató",
  "hero.lead": "BIM-menedzsereknek és üzemi mérnököknek, a földmérő szemszögéből: mit tartalmaznak az egyes szintek és milyen tűréssel, melyik szint mire való, hogyan kombinálhatók, és hogyan kerüljenek a szerződésbe.",
} satisfies SameKeys<typeof en>;
