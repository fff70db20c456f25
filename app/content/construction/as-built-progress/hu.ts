import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Megvalósulás és előrehaladás",
  "page.title": "Megvalósulási felmérés és építési előrehaladási jelentés",
  "page.h1": "Megvalósulási felmérés és az építés előrehaladásának követése",
  "page.description": "Hetente, kéthetente vagy mérföldkövenként végzett, a modellel összevetett szkennelés, online irányítópultokkal és {{smallReportHours}} órán belül átadott rövid jelentésekkel.",

  "hero.eyebrow": "Megvalósulás és előrehaladás",
  "hero.lead": "Hetente, kéthetente vagy mérföldkövenként beszkenneljük a helyszínt és összevetjük a modellel, így látja, mi épült meg, hol tér el a modelltől, és hol tart a munka.",
  "hero.facts.0": "Vagy kéthetente, vagy mérföldkövenként",
  "hero.facts.1": "Felmérési pontosság",
  "hero.facts.2": "Átadás a felvétel után",
  "hero.facts.3": "Rövid jelentések és irányítópultok",
  "hero.alt": "Lézerszkennelési pontokkal árnyalt, vízszintes lézerszkennelési vonallal átszelt épület drótvázas rajza, az állványon álló szkennerből az épület sarkaihoz futó sugarakkal",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit tartalmaz egy-egy kiszállás?",
  "scope.intro": "Rögzített útvonal a helyszínen, az Ön által választott gyakorisággal, így minden jelentés közvetlenül összevethető az előzővel.",
  "scope.included.0": "Szkennelés hetente, kéthetente vagy mérföldkövenként, mindig ugyanazon az alapponthálón",
  "scope.included.1": "Az elkészült munkák összevetése a modellel, {{constructionAccuracy}} pontossággal",
  "scope.included.2": "Előrehaladás munkaterületenként és szakmánként: mi készült el, mi kezdődött el, és mi nem indult még",
  "scope.included.3": "Rövid jelentések és irányítópultok {{smallReportHours}} órán belül",
  "scope.addOns.0": "Drónos repülések földtömegszámításhoz és a helyszín áttekintő felvételeihez",
  "scope.addOns.1": "Gömbpanoráma-felvételek minden kiszállásról, az alaprajzhoz kapcsolva",
  "scope.addOns.2": "A megvalósulási modell frissítése az átadáshoz",
  "scope.addOns.3": "Betonfödémek síkpontossági és szintellenőrzése",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit kézhez kap",
  "deliverables.items.0.title": "Előrehaladási irányítópult",
  "deliverables.items.0.text": "Előrehaladás munkaterületenként és szakmánként az előző kiszállás óta, online és PDF-ben.",
  "deliverables.items.1.title": "Eltérésjelentés",
  "deliverables.items.1.text": "Az elkészült munkák színkódolt összevetése a modellel.",
  "deliverables.items.2.title": "Megvalósulási modell",
  "deliverables.items.2.text": "A megépült állapotra frissített modell az átadáshoz és az üzemeltetéshez.",
  "deliverables.items.3.title": "Illesztett pontfelhők",
  "deliverables.items.3.text": "Minden kiszállás dátummal ellátott felvételei, a helyszín időbeli változásának dokumentációjaként.",

  "cta.heading": "Kövesse hétről hétre az építkezés előrehaladását",
  "cta.text": "Írja le a projektet, az ütemtervet és a kívánt gyakoriságot. Munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;
