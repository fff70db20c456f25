import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Megvalósulás és előrehaladás",
  "page.title": "Megvalósulási felmérés és építési előrehaladási jelentés",
  "page.h1": "Megvalósulási felmérés és az építés előrehaladásának követése",
  "page.description": "Hetente, kéthetente vagy mérföldkövenként végzett, a modellel összevetett szkennelés, online irányítópultokkal és {{smallReportHours}} órán belül átadott rövid jelentésekkel.",

  "hero.eyebrow": "Megvalósulás és előrehaladás",
  "hero.lead": "Hetente, kéthetente vagy mérföldkövenként beszkenneljük a helyszínt és összevetjük a modellel, így látja, mi épült meg, hol tér el a modelltől, és hol tart a munka.",
  "hero.facts.progressCadence": "Vagy kéthetente, vagy mérföldkövenként",
  "hero.facts.constructionAccuracy": "Felmérési pontosság",
  "hero.facts.constructionDroneTurnaroundHours": "Átadás a felvétel után",
  "hero.facts.smallReportHours": "Rövid jelentések és irányítópultok",
  "hero.alt": "Lézerszkennelési pontokkal árnyalt, vízszintes lézerszkennelési vonallal átszelt épület drótvázas rajza, az állványon álló szkennerből az épület sarkaihoz futó sugarakkal",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit tartalmaz egy-egy kiszállás?",
  "scope.intro": "Rögzített útvonal a helyszínen, az Ön által választott gyakorisággal, így minden jelentés közvetlenül összevethető az előzővel.",
  "scope.included.scans-weekly-bi": "Szkennelés hetente, kéthetente vagy mérföldkövenként, mindig ugyanazon az alapponthálón",
  "scope.included.comparison-work-place": "Az elkészült munkák összevetése a modellel, {{constructionAccuracy}} pontossággal",
  "scope.included.progress-zone-trade": "Előrehaladás munkaterületenként és szakmánként: mi készült el, mi kezdődött el, és mi nem indult még",
  "scope.included.small-reports-dashboards": "Rövid jelentések és irányítópultok {{smallReportHours}} órán belül",
  "scope.addOns.drone-flights-earthworks": "Drónos repülések földtömegszámításhoz és a helyszín áttekintő felvételeihez",
  "scope.addOns.photos-visit-linked": "Gömbpanoráma-felvételek minden kiszállásról, az alaprajzhoz kapcsolva",
  "scope.addOns.built-model-updates": "A megvalósulási modell frissítése az átadáshoz",
  "scope.addOns.concrete-flatness-level": "Betonfödémek síkpontossági és szintellenőrzése",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit kézhez kap",
  "deliverables.items.progress-dashboard.title": "Előrehaladási irányítópult",
  "deliverables.items.progress-dashboard.text": "Előrehaladás munkaterületenként és szakmánként az előző kiszállás óta, online és PDF-ben.",
  "deliverables.items.deviation-report.title": "Eltérésjelentés",
  "deliverables.items.deviation-report.text": "Az elkészült munkák színkódolt összevetése a modellel.",
  "deliverables.items.built-model.title": "Megvalósulási modell",
  "deliverables.items.built-model.text": "A megépült állapotra frissített modell az átadáshoz és az üzemeltetéshez.",
  "deliverables.items.registered-point-clouds.title": "Illesztett pontfelhők",
  "deliverables.items.registered-point-clouds.text": "Minden kiszállás dátummal ellátott felvételei, a helyszín időbeli változásának dokumentációjaként.",

  "cta.heading": "Kövesse hétről hétre az építkezés előrehaladását",
  "cta.text": "Írja le a projektet, az ütemtervet és a kívánt gyakoriságot. Munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;
