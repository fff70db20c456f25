import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "3D modellezés",
  "page.title": "Drónos 3D modellezés területekről és épületekről",
  "page.h1": "3D modellezés drónos fotogrammetriával",
  "page.description": "Területek, tetők és építmények textúrázott 3D hálómodelljei és pontfelhői légifelvételekből, az országos koordináta-rendszerbe georeferálva.",

  "hero.eyebrow": "Drónos 3D modellezés",
  "hero.lead": "Területek, tetők és építmények textúrázott 3D hálómodelljei és pontfelhői légifelvételekből, földi illesztőpontokhoz kötve, {{droneAccuracyWithGcp}} pontossággal.",
  "hero.facts.0": "Pontosság földi illesztőpontokkal",
  "hero.facts.1": "Terepi felbontás (GSD) pixelenként",
  "hero.facts.2": "Átadás a repülés után",
  "hero.alt": "Drón egy felmérési rácsra osztott, pontokkal árnyalt terület fölött, a drónból a rács széleihez futó szaggatott látóvonalakkal",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit tartalmaz a modell?",
  "scope.intro": "Függőleges (nadír) és ferde felvételeket együtt használunk, így nemcsak a terepet, hanem a homlokzatokat és a tetőket is modellezzük.",
  "scope.included.0": "Repülési terv, távpilóták és a területre szóló engedélyek",
  "scope.included.1": "GNSS/RTK-val bemért földi illesztőpontok az országos koordináta-rendszerben",
  "scope.included.2": "A teljes terület textúrázott hálómodellje és sűrű pontfelhője",
  "scope.included.3": "Jelentés az ellenőrző pontokon elért maradék eltérésekkel",
  "scope.addOns.0": "Ferde felvételezés magas épületek és építmények körül",
  "scope.addOns.1": "Földi lézerszkennelés beillesztése ott, ahová a drón nem lát",
  "scope.addOns.2": "Depóniák és földmunkák térfogatszámítása",
  "scope.addOns.3": "Ismételt repülések a terület időbeli változásainak követésére",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit kézhez kap",
  "deliverables.items.0.title": "Textúrázott 3D hálómodell",
  "deliverables.items.0.text": "A terület fotótextúrás modellje tervezéshez, bemutatókhoz és engedélyezéshez.",
  "deliverables.items.1.title": "Pontfelhő",
  "deliverables.items.1.text": "Sűrű, georeferált pontok méréshez és modellezéshez CAD- és BIM-szoftverekben.",
  "deliverables.items.2.title": "Felszínmodell",
  "deliverables.items.2.text": "A terep és az építmények magasságmodellje georeferált raszterként.",
  "deliverables.items.3.title": "Pontossági jelentés",
  "deliverables.items.3.text": "Földi illesztőpontok, ellenőrző pontok és maradék eltérések, számszerűen.",

  "cta.heading": "Készíttessen 3D modellt a területéről",
  "cta.text": "Küldje el a terület határát, és írja meg, mire kell a modell. Munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;
