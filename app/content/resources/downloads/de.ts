import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Downloads",
  "page.title": "Downloads: Beispieldaten, LOD-Matrix und Checklisten",
  "page.h1": "Downloads",
  "page.description": "QA/QC-Bericht und Fassadenansicht {{cadScaleDetailed}} als Beispiel, LOD-Matrix, Vorlage für die Leistungsbeschreibung sowie Checklisten für Zugang und Datenübergabe – kostenlos zum Download.",

  "hero.eyebrow": "Fachwissen",
  "hero.lead": "Beispielergebnisse aus einem Fassadenaufmaß, die LOD-Matrix als Vertragsanlage, eine Vorlage für die Leistungsbeschreibung und die Checklisten, mit denen wir selbst arbeiten. Alle Dateien sind kostenlos und in Ihrer Sprache, ohne Formular.",
  "hero.actions.resources/samples": "Beispielpunktwolke öffnen",
  "hero.actions.contact": "Beispieldaten für Ihr Projekt anfordern",

  "groups.sample-deliverables.heading": "Beispielergebnisse",
  "groups.sample-deliverables.intro": "Ein Fassadenaufmaß als Anschauungsbeispiel, von der Messung bis zu den Dateien, die ein Auftraggeber erhält: der Bericht, der die Daten belegt, und die daraus erstellte Zeichnung. Gebäude und Zahlen sind erfunden; Methoden, Toleranzen und Aufbau sind die unseren.",
  "groups.templates-and-checklists.heading": "Vorlagen und Checklisten",
  "groups.templates-and-checklists.intro": "Dokumente für Ihr eigenes Projekt: um ein Modell zu spezifizieren, Vermessern eine Leistungsbeschreibung an die Hand zu geben, nach der alle denselben Umfang anbieten, das Objekt vorzubereiten und die gelieferten Ergebnisse zu prüfen.",

  "documents.qa-qc-report.title": "Beispiel eines QA/QC-Berichts",
  "documents.qa-qc-report.text": "Festpunktnetz, Registrierungs-RMSE und Restklaffen je Festpunkt, unabhängige Kontrollpunkte, Abweichungen zwischen Modell und Punktwolke mit farbcodierter Abweichungskarte sowie die Freigabe.",
  "documents.qa-qc-report.page": "Die geprüfte Punktwolke öffnen",
  "documents.facade-elevation.title": "Beispiel einer Fassadenansicht im Maßstab {{cadScaleDetailed}}",
  "documents.facade-elevation.text": "Die Straßenfassade, aus der registrierten Punktwolke auf ein A2-Blatt gezeichnet, mit Höhenkoten, Maßketten und Zielmarken, dazu die DXF-Datei, aus der sie entstand, in Metern und nach Layern gegliedert.",
  "documents.lod-matrix.title": "LOD-Matrix",
  "documents.lod-matrix.text": "Bauteile nach Detaillierungsgrad von {{lod200}} bis {{lod400}}: was auf jeder Stufe modelliert wird und mit welcher Toleranz. Als Anlage zum Vertrag oder zum BIM-Abwicklungsplan; die CSV-Datei öffnet sich in Excel.",
  "documents.lod-matrix.page": "Die LOD-Matrix auf der Website lesen",
  "documents.survey-brief.title": "Vorlage für die Leistungsbeschreibung",
  "documents.survey-brief.text": "Die Fragen, mit denen jeder Vermesser denselben Umfang anbietet: Zweck, Umfang, Ergebnisse, Detaillierungsgrad, Genauigkeit, Koordinatensystem, Zugang und Termine. Am Bildschirm oder auf Papier auszufüllen.",
  "documents.site-access-checklist.title": "Checkliste Zugang, Genehmigungen und Sicherheit",
  "documents.site-access-checklist.text": "Was zu regeln ist, bevor der Messtrupp in einer Anlage, einem Hotel oder einem Gebäude im Betrieb eintrifft: Sicherheitsunterweisungen, Erlaubnisscheine, explosionsgefährdete Bereiche, Begleitung, Schlüssel und Arbeitszeiten.",
  "documents.delivery-checklist.title": "Checkliste Datenübergabe",
  "documents.delivery-checklist.text": "Was Sie prüfen, wenn die Daten eintreffen: Formate, Koordinatensystem, Dateibenennung, Registrierungsbericht und RMSE, Vollständigkeit und das Modell im Abgleich mit dem vereinbarten Detaillierungsgrad.",

  "notes.heading": "Zu den Dateien",
  "notes.blocks.made-from-data": "Jede Datei entsteht aus den Daten hinter dieser Website; ihre Zahlen sind daher dieselben wie auf unseren Leistungsseiten. Die Dateien sind in der Sprache dieser Seite: Für die englische, türkische oder ungarische Fassung wechseln Sie oben auf der Seite die Sprache.",
  "notes.blocks.samples-for-your-project": "### Beispieldaten aus Projekten wie Ihrem",
  "notes.blocks.comparable-work": "Die Beispieldaten auf dieser Seite zeigen eine Fassade. Wenn Sie Ergebnisse aus Projekten wie Ihrem sehen möchten, etwa aus einer Prozessanlage, einem Hotel oder einem Schiff, schreiben Sie uns: Wir senden Punktwolkenausschnitte, Modelle, Zeichnungen und Berichte aus vergleichbaren Projekten, anonymisiert.",

  "cta.heading": "Beispieldaten für Ihr Projekt anfordern",
  "cta.text": "Beschreiben Sie Ihr Vorhaben, und wir senden Ihnen Ergebnisse aus vergleichbaren Projekten – oder vereinbaren Sie einen Telefontermin, um Ihre Leistungsbeschreibung mit einem Vermesser durchzugehen.",
  "cta.actions.contact": "Beispieldaten anfordern",
  "cta.actions.talk-to-an-expert": "Telefontermin vereinbaren",
} satisfies SameKeys<typeof en>;
