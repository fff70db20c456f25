import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Scan to CAD",
  "page.title": "Scan to CAD: Grundrisse, Schnitte und Ansichten",
  "page.h1": "Scan to CAD: Zeichnungen aus Laserscans",
  "page.description": "Grundrisse, Schnitte und Ansichten als DWG, aus Punktwolken im gewünschten Maßstab ({{drawingScales}}) gezeichnet, mit einer Zeichengenauigkeit von etwa {{scanToCadAccuracy}}.",

  "hero.eyebrow": "Bestandspläne per Scan to CAD",
  "hero.lead": "Grundrisse, Schnitte und Ansichten, aus Laserscans im benötigten Maßstab gezeichnet, auf etwa {{scanToCadAccuracy}} genau, mit Ihren Layern und Planköpfen.",
  "hero.facts.0": "Zeichengenauigkeit",
  "hero.facts.1": "Maßstäbe",
  "hero.facts.2": "Genauigkeit der Punktwolke",
  "hero.facts.3": "Punktwolke nach der Erfassung",
  "hero.alt": "Grundriss mehrerer Räume mit über Scanpunkte gezeichneten Wänden, fünf durch Sichtlinien verbundenen Scannerstandpunkten und einer waagerechten Laserscanlinie",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was die Pläne umfassen",
  "scope.intro": "Aus der Punktwolke gezeichnet, nicht aus Archivplänen abgepaust: jede Wand, jede Öffnung und jede Höhe so, wie sie gebaut ist.",
  "scope.included.0": "Grundrisse im Maßstab {{drawingScales}} mit Wänden, Öffnungen, Treppen und Höhenangaben",
  "scope.included.1": "Schnitte und Ansichten an den von Ihnen markierten Stellen",
  "scope.included.2": "Ihr Layerstandard, Ihr Plankopf und Ihre Linienstärken",
  "scope.included.3": "Koordinaten im amtlichen Lagebezugssystem oder in Ihrem Baustellensystem",
  "scope.addOns.0": "Deckenspiegel mit Unterzügen, Abkofferungen und Installationen",
  "scope.addOns.1": "Fassadenansichten mit Fenster- und Bekleidungsdetails",
  "scope.addOns.2": "Flächenaufstellungen, aus den Plänen ermittelt",
  "scope.addOns.3": "Später ein Revit-Modell desselben Gebäudes aus denselben Scans",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Sie erhalten",
  "deliverables.items.0.title": "CAD-Pläne",
  "deliverables.items.0.text": "Grundrisse, Schnitte und Ansichten als DWG oder DXF.",
  "deliverables.items.1.title": "Druckfertige Planblätter",
  "deliverables.items.1.text": "Jeder Plan als PDF im jeweiligen Maßstab, bereit zum Plotten.",
  "deliverables.items.2.title": "Registrierte Punktwolke",
  "deliverables.items.2.text": "Die Scandaten, aus denen die Pläne gezeichnet wurden, für spätere Kontrollen.",
  "deliverables.items.3.title": "QA/QC-Bericht",
  "deliverables.items.3.text": "Festpunktnetz, Registrierungswerte und Planprüfungen.",

  "cta.heading": "Pläne, die mit dem Gebäude übereinstimmen",
  "cta.text": "Nennen Sie uns das Gebäude, die benötigten Pläne und den Maßstab. Innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
