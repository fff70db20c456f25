import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Hajó- és jachtszkennelés",
  "page.title": "Hajók és jachtok 3D lézerszkennelése",
  "page.h1": "Hajó- és jachtszkennelés felújításhoz és átalakításhoz",
  "page.description": "Belső terek {{vesselInteriorAccuracy}}, hajótestek {{vesselHullAccuracy}} pontossággal, kikötőben vagy szárazdokkban szkennelve; átadás pontfelhőként, CAD-rajzként és 3D modellként.",

  "hero.eyebrow": "Hajó- és jachtszkennelés",
  "hero.lead": "Teherhajók, kompok és jachtok szkennelése a gerinctől az árbocig: belső terek {{vesselInteriorAccuracy}}, hajótestek {{vesselHullAccuracy}} pontossággal, szárazdokkos szkennelés után pedig {{dryDockTurnaroundHours}} órán belül illesztett pontfelhők.",
  "hero.facts.0": "A belső terek pontossága",
  "hero.facts.1": "A hajótest pontossága",
  "hero.facts.2": "Illesztési középhiba (RMSE)",
  "hero.facts.3": "Átadás szárazdokkos munkáknál",
  "hero.alt": "Hajótest és felépítmény oldalnézete lézerszkennelési pontokkal kitöltve, hullámos vízvonal fölött, egy vízszintes lézerszkennelési vonallal átszelve",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit szkennelünk?",
  "scope.intro": "A szkennelést a hajó műszaki felügyelőjével együtt tervezzük meg, a legénységhez, a hajógyárhoz és a dokkolási ütemtervhez igazítva.",
  "scope.included.0": "Hajótest, kormánylapát, hajócsavar és függelékek szárazdokkban",
  "scope.included.1": "Gépterek, gépészeti terek és csővezetékek",
  "scope.included.2": "Belső terek, fedélzetek és felépítmény",
  "scope.included.3": "Illesztés a hajó egységes koordináta-rendszerébe, QA/QC-jelentéssel",
  "scope.addOns.0": "Tartályok és üres terek, gázmentesítés és a belépés engedélyezése után",
  "scope.addOns.1": "A felépítmény, az árbocok és a kémény drónos felmérése",
  "scope.addOns.2": "Bordaszámozás és referenciavonalak átvétele az Ön rajzairól",
  "scope.addOns.3": "Szkennelés a felújítás után, megvalósulási dokumentációként",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit a hajótervezők és a felszerelést végző cégek kézhez kapnak",
  "deliverables.items.0.title": "Illesztett pontfelhő",
  "deliverables.items.0.text": "A teljes hajó egyetlen koordináta-rendszerben, bármely CAD-platformon azonnal használható.",
  "deliverables.items.1.title": "2D rajzok",
  "deliverables.items.1.text": "Általános elrendezési rajzok, metszetek és fedélzeti alaprajzok a felmérés alapján.",
  "deliverables.items.2.title": "3D modellek",
  "deliverables.items.2.text": "Hajótestfelületek és terek hajótervező és felszerelés-tervező szoftverekhez.",
  "deliverables.items.3.title": "QA/QC-jelentés",
  "deliverables.items.3.text": "Illesztési középhiba (RMSE) és az elért pontosság ellenőrzése, számszerűen.",

  "faq.heading": "Gyakran ismételt kérdések",
  "faq.items.0.q": "Mitől függ a fix díj?",
  "faq.items.0.a": "A hajó hosszától és a szkennelendő terektől (hajótest, gépterek, belső terek, tartályok), a rajzok és 3D-modellek kidolgozottsági szintjétől, a fedélzeti hozzáféréstől (szárazdokkban vagy vízen, gázmentesített tartályok, a hajógyár munkarendje) és a kért munkarészektől, az illesztett pontfelhőtől a hajótest felületmodelljéig. Küldje el ezeket a hajó nevével és várható tartózkodási helyével együtt, és munkanapokon számított {{quoteTurnaroundHours}} órán belül megkapja a fix díjas árajánlatot.",

  "cta.heading": "Tervezze meg a felújítást a hajó valós állapota alapján",
  "cta.text": "Adja meg a hajó nevét, típusát, hosszát és várható tartózkodási helyét. Munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;
