import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Projekte",
  "page.title": "Referenzprojekte",
  "page.h1": "Referenzprojekte",
  "page.description": "Ausgewählte 3D-Laserscanning-Projekte in Ungarn und Deutschland: Scan to BIM in der Industrie, Baufortschrittskontrolle und ein Fassadenaufmaß für ein Hotel.",

  "hero.eyebrow": "Projekte",
  "hero.lead": "Referenzprojekte aus laufenden Chemie- und Pharmaanlagen und von einer Hotelfassade: was der Auftraggeber brauchte, wie wir gemessen haben, welche Genauigkeit erreicht wurde und was sich dadurch im Projekt geändert hat.",

  "caseStudies.heading": "Ausgewählte Referenzprojekte",
  "caseStudies.intro": "Eine Auswahl unserer Arbeit: Jedes Referenzprojekt nennt den Auftraggeber, die eingesetzten Leistungen und die Kennzahl, an der die Arbeit gemessen wurde.",

  "cta.heading": "Sie planen ein ähnliches Projekt?",
  "cta.text": "Beschreiben Sie uns das Objekt und die anstehende Entscheidung. Innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
