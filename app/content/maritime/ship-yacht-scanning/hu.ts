import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Hajó- és jachtszkennelés",
  "page.title": "Hajók és jachtok 3D lézerszkennelése",
  "page.h1": "Hajó- és jachtszkennelés felújításhoz és átalakításhoz",
  "page.description": "Belső terek {{vesselInteriorAccuracy}}, hajótestek {{vesselHullAccuracy}} pontossággal, kikötőben vagy szárazdokkban szkennelve; átadás pontfelhőként, CAD-rajzként és 3D modellként.",

  "hero.eyebrow": "Hajó- és jachtszkennelés",
  "hero.lead": "Teherhajók, kompok és jachtok szkennelése a gerinctől az árbocig: belső terek {{vesselInteriorAccuracy}}, hajótestek {{vesselHullAccuracy}} pontossággal, szárazdokkos szkennelés után pedig {{dryDockTurnaroundHours}} órán belül illesztett pontfelhők.",
  "hero.facts.vesselInteriorAccuracy": "A belső terek pontossága",
  "hero.facts.vesselHullAccuracy": "A hajótest pontossága",
  "hero.facts.vesselRmse": "Illesztési középhiba (RMSE)",
  "hero.facts.dryDockTurnaroundHours": "Átadás szárazdokkos munkáknál",
  "hero.alt": "Hajótest és felépítmény oldalnézete lézerszkennelési pontokkal kitöltve, hullámos vízvonal fölött, egy vízszintes lézerszkennelési vonallal átszelve",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit szkennelünk?",
  "scope.intro": "A szkennelést a hajó műszaki felügyelőjével együtt tervezzük meg, a legénységhez, a hajógyárhoz és a dokkolási ütemtervhez igazítva.",
  "scope.included.hull-rudder-propeller": "Hajótest, kormánylapát, hajócsavar és függelékek szárazdokkban",
  "scope.included.engine-rooms-machinery": "Gépterek, gépészeti terek és csővezetékek",
  "scope.included.interiors-decks-superstructure": "Belső terek, fedélzetek és felépítmény",
  "scope.included.registration-ship-coordinate": "Illesztés a hajó egységes koordináta-rendszerébe, QA/QC-jelentéssel",
  "scope.addOns.tanks-voids-once": "Tartályok és üres terek, gázmentesítés és a belépés engedélyezése után",
  "scope.addOns.drone-capture-superstructure": "A felépítmény, az árbocok és a kémény drónos felmérése",
  "scope.addOns.frame-numbering-reference": "Bordaszámozás és referenciavonalak átvétele az Ön rajzairól",
  "scope.addOns.scan-after-refit": "Szkennelés a felújítás után, megvalósulási dokumentációként",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit a hajótervezők és a felszerelést végző cégek kézhez kapnak",
  "deliverables.items.registered-point-cloud.title": "Illesztett pontfelhő",
  "deliverables.items.registered-point-cloud.text": "A teljes hajó egyetlen koordináta-rendszerben, bármely CAD-platformon azonnal használható.",
  "deliverables.items.2d-drawings.title": "2D rajzok",
  "deliverables.items.2d-drawings.text": "Általános elrendezési rajzok, metszetek és fedélzeti alaprajzok a felmérés alapján.",
  "deliverables.items.3d-models.title": "3D modellek",
  "deliverables.items.3d-models.text": "Hajótestfelületek és terek hajótervező és felszerelés-tervező szoftverekhez.",
  "deliverables.items.qa-qc-report.title": "QA/QC-jelentés",
  "deliverables.items.qa-qc-report.text": "Illesztési középhiba (RMSE) és az elért pontosság ellenőrzése, számszerűen.",

  "faq.heading": "Gyakran ismételt kérdések",
  "faq.items.what-fixed-fee.q": "Mitől függ a fix díj?",
  "faq.items.what-fixed-fee.a": "A hajó hosszától és a szkennelendő terektől (hajótest, gépterek, belső terek, tartályok), a rajzok és 3D-modellek kidolgozottsági szintjétől, a fedélzeti hozzáféréstől (szárazdokkban vagy vízen, gázmentesített tartályok, a hajógyár munkarendje) és a kért munkarészektől, az illesztett pontfelhőtől a hajótest felületmodelljéig. Küldje el ezeket a hajó nevével és várható tartózkodási helyével együtt, és munkanapokon számított {{quoteTurnaroundHours}} órán belül megkapja a fix díjas árajánlatot.",

  "cta.heading": "Tervezze meg a felújítást a hajó valós állapota alapján",
  "cta.text": "Adja meg a hajó nevét, típusát, hosszát és várható tartózkodási helyét. Munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;
