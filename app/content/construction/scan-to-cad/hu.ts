import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Scan to CAD",
  "page.title": "Scan to CAD: alaprajzok, metszetek és homlokzatok",
  "page.h1": "Scan to CAD: műszaki rajzok lézerszkennelésből",
  "page.description": "Pontfelhőből szerkesztett alaprajzok, metszetek és homlokzatok DWG-formátumban, a kívánt méretarányban ({{drawingScales}}), mintegy {{scanToCadAccuracy}}-es rajzi pontossággal.",

  "hero.eyebrow": "Scan to CAD-rajzkészítés",
  "hero.lead": "Alaprajzok, metszetek és homlokzatok lézerszkennelésből, a kívánt méretarányban, mintegy {{scanToCadAccuracy}} pontossággal, az Ön rétegeivel és szövegmezőivel.",
  "hero.facts.scanToCadAccuracy": "Rajzi pontosság",
  "hero.facts.drawingScales": "Méretarányok",
  "hero.facts.pointCloudAccuracy": "A pontfelhő pontossága",
  "hero.facts.turnaroundHours": "Pontfelhő a felvétel után",
  "hero.alt": "Több helyiség alaprajza: a falak a szkennelési pontokra rajzolva, öt, irányvonalakkal összekötött szkennerálláspont és egy vízszintes lézerszkennelési vonal",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit tartalmaznak a rajzok?",
  "scope.intro": "A pontfelhőből rajzolunk, nem archív tervekről másolunk: minden fal, nyílás és szint úgy szerepel, ahogyan megépült.",
  "scope.included.floor-plans-walls": "Alaprajzok a kívánt méretarányban ({{drawingScales}}), falakkal, nyílásokkal, lépcsőkkel és szintmagasságokkal",
  "scope.included.sections-elevations-positions": "Metszetek és homlokzatok az Ön által megjelölt helyeken",
  "scope.included.layer-standard-title": "Az Ön rétegszabványa, szövegmezője és vonalvastagságai",
  "scope.included.coordinates-national-grid": "Koordináták az országos vagy a helyi építési koordináta-rendszerben",
  "scope.addOns.reflected-ceiling-plans": "Mennyezeti tükörképek gerendákkal, álmennyezeti lépcsőkkel és gépészeti elemekkel",
  "scope.addOns.facade-elevations-window": "Homlokzatrajzok a nyílászárók és a burkolat részleteivel",
  "scope.addOns.area-schedules-measured": "A rajzokból mért terület-kimutatások",
  "scope.addOns.revit-model-same": "Később Revit-modell ugyanarról az épületről, ugyanazokból a felvételekből",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit kézhez kap",
  "deliverables.items.cad-drawings.title": "CAD-rajzok",
  "deliverables.items.cad-drawings.text": "Alaprajzok, metszetek és homlokzatok DWG- vagy DXF-formátumban.",
  "deliverables.items.print-ready-sheets.title": "Nyomtatásra kész tervlapok",
  "deliverables.items.print-ready-sheets.text": "Minden rajz PDF-ben, a saját méretarányában, plottolásra készen.",
  "deliverables.items.registered-point-cloud.title": "Illesztett pontfelhő",
  "deliverables.items.registered-point-cloud.text": "A felmérési adatok, amelyekből a rajzok készültek, a későbbi ellenőrzésekhez.",
  "deliverables.items.qa-qc-report.title": "QA/QC-jelentés",
  "deliverables.items.qa-qc-report.text": "Alappontháló, illesztési értékek és a rajzok ellenőrzése.",

  "cta.heading": "Kérjen az épülettel egyező rajzokat",
  "cta.text": "Írja meg, melyik épületről van szó, milyen tervlapokra van szüksége és milyen méretarányban. Munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;
