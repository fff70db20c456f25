import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "A kidolgozottsági szint kiválasztása",
  "page.title": "Kidolgozottsági szint (LOD) választása Scan to BIM-hez",
  "page.h1": "Hogyan válasszon kidolgozottsági szintet Scan to BIM-modellhez?",
  "page.description": "Mit tartalmaz a {{lod200}}–{{lod400}}, melyik szint kell tervezéshez, üzemeltetéshez, ütközésvizsgálathoz vagy előgyártáshoz, és hogyan kerüljön a szerződésbe.",

  "hero.eyebrow": "Útmutató",
  "hero.lead": "Földmérői útmutató BIM-koordinátoroknak és üzemi mérnököknek: mit tartalmaz az egyes kidolgozottsági szint és milyen tűréssel, hogyan keverhetők a szintek elemenként és területenként, mennyi időt ad hozzá egy magasabb szint, és hogyan írja elő úgy, hogy az átadáskor ne legyen vita.",
} satisfies SameKeys<typeof en>;
