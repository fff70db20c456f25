import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Downloads",
  "page.title": "Downloads",
  "page.h1": "Downloads",
  "page.description": "Beispieldaten, Vorlagen für Leistungsbeschreibungen und Checklisten zum Herunterladen. In Kürze verfügbar.",

  "hero.lead": "Beispielergebnisse, Vorlagen und Checklisten, mit denen Sie ein Aufmaß planen und beurteilen können, was Sie geliefert bekommen.",

  "body.heading": "Was Sie hier finden werden",
  "body.blocks.downloads-files-clients": "Zum Download stehen hier künftig die Dateien bereit, nach denen Auftraggeber uns vor einer Beauftragung am häufigsten fragen.",
  "body.blocks.sample-deliverables-extract": "- Beispielergebnisse: ein Ausschnitt aus einer registrierten Punktwolke, ein Revit-Modell, Grundrisse und Ansichten sowie ein QA/QC-Bericht\n- Eine Vorlage für die Leistungsbeschreibung: die Fragen, die beantwortet sein müssen, damit jeder angefragte Vermesser auf denselben Leistungsumfang anbietet\n- Eine LOD-Matrix: die Modellbauteile mit ihrem jeweiligen Detaillierungsgrad, bereit als Vertragsanlage\n- Checklisten zu Zugang, Genehmigungen und Arbeitssicherheit in Industrieanlagen, Hotels und genutzten Gebäuden\n- Eine Checkliste für die Übergabe: Formate, Koordinatensystem, Dateibenennung und was Sie beim Eingang der Daten prüfen",
  "body.blocks.samples-available-now": "### Beispiele gibt es schon jetzt",
  "body.blocks.have-wait-library": "Sie müssen nicht auf die Sammlung warten. Die Schaltfläche unten öffnet das Kontaktformular mit dem Thema Beispielergebnisse: Beschreiben Sie kurz Ihr Projekt, und wir senden Ihnen einen Punktwolkenausschnitt, ein Modell, Pläne und einen Bericht aus vergleichbaren Projekten, ohne Kundendaten. Jede Leistungsseite nennt außerdem ihre Ergebnisse und Dateiformate.",

  "cta.heading": "Beispieldaten anfordern",
  "cta.text": "Nennen Sie uns die Ergebnisse, die Sie sehen möchten, und wir senden Ihnen Beispiele aus vergleichbaren Projekten.",
  "cta.actions.contact": "Beispiele anfordern",
  "cta.actions.services": "Leistungen ansehen",
} satisfies SameKeys<typeof en>;
