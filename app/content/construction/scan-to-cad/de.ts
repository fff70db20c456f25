import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Scan to CAD",
  "page.title": "Scan to CAD: Grundrisse, Schnitte und Ansichten",
  "page.h1": "Scan to CAD: Zeichnungen aus Laserscans",
  "page.description": "Grundrisse, Schnitte und Ansichten als DWG, aus Punktwolken im gewünschten Maßstab ({{drawingScales}}) gezeichnet, mit einer Zeichengenauigkeit von etwa {{scanToCadAccuracy}}.",

  "hero.eyebrow": "Bestandspläne per Scan to CAD",
  "hero.lead": "Grundrisse, Schnitte und Ansichten, aus Laserscans im benötigten Maßstab gezeichnet, auf etwa {{scanToCadAccuracy}} genau, mit Ihren Layern und Planköpfen.",
  "hero.facts.scanToCadAccuracy": "Zeichengenauigkeit",
  "hero.facts.drawingScales": "Maßstäbe",
  "hero.facts.pointCloudAccuracy": "Genauigkeit der Punktwolke",
  "hero.facts.turnaroundHours": "Punktwolke nach der Erfassung",
  "hero.alt": "Grundriss mehrerer Räume mit über Scanpunkte gezeichneten Wänden, fünf durch Sichtlinien verbundenen Scannerstandpunkten und einer waagerechten Laserscanlinie",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was die Pläne umfassen",
  "scope.intro": "Aus der Punktwolke gezeichnet, nicht aus Archivplänen abgepaust: jede Wand, jede Öffnung und jede Höhe so, wie sie gebaut ist.",
  "scope.included.floor-plans-walls": "Grundrisse im Maßstab {{drawingScales}} mit Wänden, Öffnungen, Treppen und Höhenangaben",
  "scope.included.sections-elevations-positions": "Schnitte und Ansichten an den von Ihnen markierten Stellen",
  "scope.included.layer-standard-title": "Ihr Layerstandard, Ihr Plankopf und Ihre Linienstärken",
  "scope.included.coordinates-national-grid": "Koordinaten im amtlichen Lagebezugssystem oder in Ihrem Baustellensystem",
  "scope.addOns.reflected-ceiling-plans": "Deckenspiegel mit Unterzügen, Abkofferungen und Installationen",
  "scope.addOns.facade-elevations-window": "Fassadenansichten mit Fenster- und Bekleidungsdetails",
  "scope.addOns.area-schedules-measured": "Flächenaufstellungen, aus den Plänen ermittelt",
  "scope.addOns.revit-model-same": "Später ein Revit-Modell desselben Gebäudes aus denselben Scans",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Sie erhalten",
  "deliverables.items.cad-drawings.title": "CAD-Pläne",
  "deliverables.items.cad-drawings.text": "Grundrisse, Schnitte und Ansichten als DWG oder DXF.",
  "deliverables.items.print-ready-sheets.title": "Druckfertige Planblätter",
  "deliverables.items.print-ready-sheets.text": "Jeder Plan als PDF im jeweiligen Maßstab, bereit zum Plotten.",
  "deliverables.items.registered-point-cloud.title": "Registrierte Punktwolke",
  "deliverables.items.registered-point-cloud.text": "Die Scandaten, aus denen die Pläne gezeichnet wurden, für spätere Kontrollen.",
  "deliverables.items.qa-qc-report.title": "QA/QC-Bericht",
  "deliverables.items.qa-qc-report.text": "Festpunktnetz, Registrierungswerte und Planprüfungen.",

  "cta.heading": "Pläne, die mit dem Gebäude übereinstimmen",
  "cta.text": "Nennen Sie uns das Gebäude, die benötigten Pläne und den Maßstab. Innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
