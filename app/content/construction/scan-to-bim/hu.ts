import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Scan to BIM – épületek",
  "page.title": "Scan to BIM: Revit- és IFC-modellek lézerszkennelésből",
  "page.h1": "Scan to BIM meglévő épületekhez",
  "page.description": "Revit- és IFC-modellek lézerszkennelésből {{scanToBimLodRange}} kidolgozottsági szinten, építészeti, tartószerkezeti és épületgépészeti tartalommal, vállalt {{bimTolerance}}-es tűréssel.",

  "hero.eyebrow": "Scan to BIM-modellezés",
  "hero.lead": "Meglévő épületek Revit- és IFC-modelljei illesztett lézerszkennelésből, építészeti, tartószerkezeti és épületgépészeti tartalommal, a helyszínen álló épülethez képest {{bimTolerance}} tűréssel.",
  "hero.facts.0": "Modelltűrés",
  "hero.facts.1": "Választható kidolgozottsági szintek",
  "hero.facts.2": "A pontfelhő pontossága",
  "hero.facts.3": "Pontfelhő a felvétel után",
  "hero.alt": "Fehér vonalakkal rajzolt épületmodell lézerszkennelési pontfelhő fölött, a modell egyik sarka kiemelve ott, ahol eltér a felméréstől",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit tartalmaz a modell?",
  "scope.intro": "A szakágakat, a kidolgozottsági szintet és az Ön sablonját még a szkennelés előtt egyeztetjük, így a modell tervezésre készen érkezik.",
  "scope.included.0": "Építészet: falak, födémek, tetők, lépcsők, ajtók és ablakok",
  "scope.included.1": "Tartószerkezet: pillérek, gerendák, födémlemezek és a látható alapozás",
  "scope.included.2": "{{lodStandard}} kidolgozottsági szintű modellek, az Ön Revit-sablonjában, ha elküldi",
  "scope.included.3": "QA/QC-jelentés az illesztési értékekkel és a modell pontfelhőn végzett ellenőrzésével",
  "scope.addOns.0": "Épületgépészet: légcsatornák, csővezetékek, kábeltálcák és gépészeti terek",
  "scope.addOns.1": "{{lodOnRequest}} kidolgozottsági szint a csomóponti kapcsolatokhoz és a gyártási részletekhez",
  "scope.addOns.2": "Kitöltött helyiségadatok, területek és elemparaméterek",
  "scope.addOns.3": "Alaprajzok és metszetek DWG-exportja a modellből",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit kézhez kap",
  "deliverables.items.0.title": "BIM-modell",
  "deliverables.items.0.text": "A modell Revit- és IFC-formátumban, az Ön sablonjában és elnevezési rendje szerint.",
  "deliverables.items.1.title": "Koordinációs modell",
  "deliverables.items.1.text": "Navisworks-fájl az új tervvel való ütközésvizsgálathoz.",
  "deliverables.items.2.title": "Illesztett pontfelhő",
  "deliverables.items.2.text": "A felmérési adatok, amelyekből a modell készült, az Ön koordináta-rendszerében.",
  "deliverables.items.3.title": "QA/QC-jelentés",
  "deliverables.items.3.text": "Illesztési középhiba (RMSE), maradék eltérések az alappontokon és a modell eltérései, számszerűen.",

  "faq.heading": "Gyakran ismételt kérdések",
  "faq.items.0.q": "Mitől függ a fix díj?",
  "faq.items.0.a": "A modellezendő alapterülettől, a kidolgozottsági szinttől (alapesetben {{lodStandard}}, kérésre {{lodOnRequest}}), a szakágaktól (építészet, tartószerkezet, épületgépészet), az épület megközelíthetőségétől (használatban lévő szintek, tetők, munkaidőn kívüli munkavégzés) és a kért munkarészektől, például a helyiségadatoktól vagy a DWG-exporttól. Küldje el ezeket a címmel együtt, és munkanapokon számított {{quoteTurnaroundHours}} órán belül megkapja a fix díjas árajánlatot.",

  "cta.heading": "Tervezzen az épület valós állapotát mutató modellen",
  "cta.text": "Küldje el a címet, az alapterületet és a szükséges szakágakat. Munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;
