import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "3D modellezés",
  "page.title": "Drónos 3D modellezés területekről és épületekről",
  "page.h1": "3D modellezés drónos fotogrammetriával",
  "page.description": "Területek, tetők és építmények textúrázott 3D hálómodelljei és pontfelhői légifelvételekből, az országos koordináta-rendszerbe georeferálva.",

  "hero.eyebrow": "Drónos 3D modellezés",
  "hero.lead": "Területek, tetők és építmények textúrázott 3D hálómodelljei és pontfelhői légifelvételekből, földi illesztőpontokhoz kötve, {{droneAccuracyWithGcp}} pontossággal.",
  "hero.facts.droneAccuracyWithGcp": "Pontosság földi illesztőpontokkal",
  "hero.facts.droneGsd": "Terepi felbontás (GSD) pixelenként",
  "hero.facts.constructionDroneTurnaroundHours": "Átadás a repülés után",
  "hero.alt": "Drón egy felmérési rácsra osztott, pontokkal árnyalt terület fölött, a drónból a rács széleihez futó szaggatott látóvonalakkal",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit tartalmaz a modell?",
  "scope.intro": "Függőleges (nadír) és ferde felvételeket együtt használunk, így nemcsak a terepet, hanem a homlokzatokat és a tetőket is modellezzük.",
  "scope.included.flight-plan-pilots": "Repülési terv, távpilóták és a területre szóló engedélyek",
  "scope.included.ground-control-points": "GNSS/RTK-val bemért földi illesztőpontok az országos koordináta-rendszerben",
  "scope.included.textured-mesh-dense": "A teljes terület textúrázott hálómodellje és sűrű pontfelhője",
  "scope.included.report-checkpoint-residuals": "Jelentés az ellenőrző pontokon elért maradék eltérésekkel",
  "scope.addOns.oblique-flights-around": "Ferde felvételezés magas épületek és építmények körül",
  "scope.addOns.terrestrial-scans-merged": "Földi lézerszkennelés beillesztése ott, ahová a drón nem lát",
  "scope.addOns.volumes-stockpiles-earthworks": "Depóniák és földmunkák térfogatszámítása",
  "scope.addOns.repeat-flights-follow": "Ismételt repülések a terület időbeli változásainak követésére",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit kézhez kap",
  "deliverables.items.textured-3d-mesh.title": "Textúrázott 3D hálómodell",
  "deliverables.items.textured-3d-mesh.text": "A terület fotótextúrás modellje tervezéshez, bemutatókhoz és engedélyezéshez.",
  "deliverables.items.point-cloud.title": "Pontfelhő",
  "deliverables.items.point-cloud.text": "Sűrű, georeferált pontok méréshez és modellezéshez CAD- és BIM-szoftverekben.",
  "deliverables.items.surface-model.title": "Felszínmodell",
  "deliverables.items.surface-model.text": "A terep és az építmények magasságmodellje georeferált raszterként.",
  "deliverables.items.accuracy-report.title": "Pontossági jelentés",
  "deliverables.items.accuracy-report.text": "Földi illesztőpontok, ellenőrző pontok és maradék eltérések, számszerűen.",

  "cta.heading": "Készíttessen 3D modellt a területéről",
  "cta.text": "Küldje el a terület határát, és írja meg, mire kell a modell. Munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;
