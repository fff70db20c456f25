import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Scan to CAD",
  "page.title": "Scan to CAD: alaprajzok, metszetek és homlokzatok",
  "page.h1": "Scan to CAD: műszaki rajzok lézerszkennelésből",
  "page.description": "Pontfelhőből szerkesztett alaprajzok, metszetek és homlokzatok DWG-formátumban, a kívánt méretarányban ({{drawingScales}}), mintegy {{scanToCadAccuracy}}-es rajzi pontossággal.",

  "hero.eyebrow": "Scan to CAD-rajzkészítés",
  "hero.lead": "Alaprajzok, metszetek és homlokzatok lézerszkennelésből, a kívánt méretarányban, mintegy {{scanToCadAccuracy}} pontossággal, az Ön rétegeivel és szövegmezőivel.",
  "hero.facts.0": "Rajzi pontosság",
  "hero.facts.1": "Méretarányok",
  "hero.facts.2": "A pontfelhő pontossága",
  "hero.facts.3": "Pontfelhő a felvétel után",
  "hero.alt": "Több helyiség alaprajza: a falak a szkennelési pontokra rajzolva, öt, irányvonalakkal összekötött szkennerálláspont és egy vízszintes lézerszkennelési vonal",

  "scope.nav": "Tartalom",
  "scope.heading": "Mit tartalmaznak a rajzok?",
  "scope.intro": "A pontfelhőből rajzolunk, nem archív tervekről másolunk: minden fal, nyílás és szint úgy szerepel, ahogyan megépült.",
  "scope.included.0": "Alaprajzok a kívánt méretarányban ({{drawingScales}}), falakkal, nyílásokkal, lépcsőkkel és szintmagasságokkal",
  "scope.included.1": "Metszetek és homlokzatok az Ön által megjelölt helyeken",
  "scope.included.2": "Az Ön rétegszabványa, szövegmezője és vonalvastagságai",
  "scope.included.3": "Koordináták az országos vagy a helyi építési koordináta-rendszerben",
  "scope.addOns.0": "Mennyezeti tükörképek gerendákkal, álmennyezeti lépcsőkkel és gépészeti elemekkel",
  "scope.addOns.1": "Homlokzatrajzok a nyílászárók és a burkolat részleteivel",
  "scope.addOns.2": "A rajzokból mért terület-kimutatások",
  "scope.addOns.3": "Később Revit-modell ugyanarról az épületről, ugyanazokból a felvételekből",

  "deliverables.nav": "Munkarészek",
  "deliverables.heading": "Amit kézhez kap",
  "deliverables.items.0.title": "CAD-rajzok",
  "deliverables.items.0.text": "Alaprajzok, metszetek és homlokzatok DWG- vagy DXF-formátumban.",
  "deliverables.items.1.title": "Nyomtatásra kész tervlapok",
  "deliverables.items.1.text": "Minden rajz PDF-ben, a saját méretarányában, plottolásra készen.",
  "deliverables.items.2.title": "Illesztett pontfelhő",
  "deliverables.items.2.text": "A felmérési adatok, amelyekből a rajzok készültek, a későbbi ellenőrzésekhez.",
  "deliverables.items.3.title": "QA/QC-jelentés",
  "deliverables.items.3.text": "Alappontháló, illesztési értékek és a rajzok ellenőrzése.",

  "cta.heading": "Kérjen az épülettel egyező rajzokat",
  "cta.text": "Írja meg, melyik épületről van szó, milyen tervlapokra van szüksége és milyen méretarányban. Munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;
