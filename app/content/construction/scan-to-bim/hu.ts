import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Scan to BIM – épületek",
  "page.title": "Scan to BIM: Revit- és IFC-modellek lézerszkennelésből",
  "page.h1": "Scan to BIM meglévő épületekhez",
  "page.description": "Revit- és IFC-modellek lézerszkennelésből {{scanToBimLodRange}} kidolgozottsági szinten, építészeti, tartószerkezeti és épületgépészeti tartalommal, vállalt {{bimTolerance}}-es tűréssel.",

  "hero.eyebrow": "Scan to BIM-modellezés",
  "hero.lead": "Meglévő épületek Revit- és IFC-modelljei illesztett lézerszkennelésből, építészeti, tartószerkezeti és épületgépészeti tartalommal, a helyszínen álló épülethez képest {{bimTolerance}} tűréssel.",
  "hero.facts.bimTolerance": "Modelltűrés",
  "hero.facts.scanToBimLodRange": "Választható kidolgozottsági szintek",
  "hero.facts.pointCloudAccuracy": "A pontfelhő pontossága",
  "hero.facts.turnaroundHours": "Pontfelhő a felvétel után",
  "hero.alt": "Fehér vonalakkal rajzolt épületmodell lézerszkennelési pontfelhő fölött, a modell egyik sarka kiemelve ott, ahol eltér a felméréstől",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit tartalmaz a modell?",
  "scope.intro": "A szakágakat, a kidolgozottsági szintet és az Ön sablonját még a szkennelés előtt egyeztetjük, így a modell tervezésre készen érkezik.",
  "scope.included.architecture-walls-floors": "Építészet: falak, födémek, tetők, lépcsők, ajtók és ablakok",
  "scope.included.structure-columns-beams": "Tartószerkezet: pillérek, gerendák, födémlemezek és a látható alapozás",
  "scope.included.models-built-revit": "{{lodStandard}} kidolgozottsági szintű modellek, az Ön Revit-sablonjában, ha elküldi",
  "scope.included.qa-qc-report": "QA/QC-jelentés az illesztési értékekkel és a modell pontfelhőn végzett ellenőrzésével",
  "scope.addOns.mep-ducts-pipes": "Épületgépészet: légcsatornák, csővezetékek, kábeltálcák és gépészeti terek",
  "scope.addOns.connections-fabrication-detail": "{{lodOnRequest}} kidolgozottsági szint a csomóponti kapcsolatokhoz és a gyártási részletekhez",
  "scope.addOns.room-data-areas": "Kitöltött helyiségadatok, területek és elemparaméterek",
  "scope.addOns.plans-sections-exported": "Alaprajzok és metszetek DWG-exportja a modellből",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit kézhez kap",
  "deliverables.items.bim-model.title": "BIM-modell",
  "deliverables.items.bim-model.text": "A modell Revit- és IFC-formátumban, az Ön sablonjában és elnevezési rendje szerint.",
  "deliverables.items.coordination-model.title": "Koordinációs modell",
  "deliverables.items.coordination-model.text": "Navisworks-fájl az új tervvel való ütközésvizsgálathoz.",
  "deliverables.items.registered-point-cloud.title": "Illesztett pontfelhő",
  "deliverables.items.registered-point-cloud.text": "A felmérési adatok, amelyekből a modell készült, az Ön koordináta-rendszerében.",
  "deliverables.items.qa-qc-report.title": "QA/QC-jelentés",
  "deliverables.items.qa-qc-report.text": "Illesztési középhiba (RMSE), maradék eltérések az alappontokon és a modell eltérései, számszerűen.",

  "faq.heading": "Gyakran ismételt kérdések",
  "faq.items.what-fixed-fee.q": "Mitől függ a fix díj?",
  "faq.items.what-fixed-fee.a": "A modellezendő alapterülettől, a kidolgozottsági szinttől (alapesetben {{lodStandard}}, kérésre {{lodOnRequest}}), a szakágaktól (építészet, tartószerkezet, épületgépészet), az épület megközelíthetőségétől (használatban lévő szintek, tetők, munkaidőn kívüli munkavégzés) és a kért munkarészektől, például a helyiségadatoktól vagy a DWG-exporttól. Küldje el ezeket a címmel együtt, és munkanapokon számított {{quoteTurnaroundHours}} órán belül megkapja a fix díjas árajánlatot.",

  "cta.heading": "Tervezzen az épület valós állapotát mutató modellen",
  "cta.text": "Küldje el a címet, az alapterületet és a szükséges szakágakat. Munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;
