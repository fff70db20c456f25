import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Downloads",
  "page.title": "Downloads: Muster, LOD-Matrix und Checklisten",
  "page.h1": "Downloads",
  "page.description": "Muster-QA/QC-Bericht und Fassadenansicht {{cadScaleDetailed}}, LOD-Matrix, Vorlage für das Aufmaß-Briefing sowie Checklisten für Zugang und Datenübergabe.",

  "hero.eyebrow": "Ressourcen",
  "hero.lead": "Musterlieferungen aus einem Fassadenaufmaß, die LOD-Matrix als Vertragsanlage, eine Vorlage für das Aufmaß-Briefing und die Checklisten, mit denen wir selbst arbeiten. Alle Dateien sind kostenlos und in Ihrer Sprache, ohne Formular.",
  "hero.actions.resources/samples": "Beispiel-Punktwolke öffnen",
  "hero.actions.contact": "Beispiele für Ihr Projekt anfordern",

  "groups.sample-deliverables.heading": "Musterlieferungen",
  "groups.sample-deliverables.intro": "Ein illustratives Fassadenaufmaß bis zu den Dateien, die ein Auftraggeber erhält: der Bericht, der die Daten belegt, und die daraus erstellte Zeichnung. Gebäude und Zahlen sind erfunden; Methoden, Toleranzen und Aufbau sind unsere.",
  "groups.templates-and-checklists.heading": "Vorlagen und Checklisten",
  "groups.templates-and-checklists.intro": "Dokumente für Ihr eigenes Projekt: um ein Modell zu spezifizieren, Vermesser so zu briefen, dass alle denselben Umfang anbieten, die Baustelle vorzubereiten und die Lieferung zu prüfen.",

  "documents.qa-qc-report.title": "Muster-QA/QC-Bericht",
  "documents.qa-qc-report.text": "Festpunktnetz, Registrierungs-RMSE und Restklaffen je Passpunkt, unabhängige Kontrollpunkte, Abweichungen zwischen Modell und Punktwolke mit farbcodierter Abweichungskarte sowie die Freigabe.",
  "documents.qa-qc-report.page": "Die geprüfte Punktwolke öffnen",
  "documents.facade-elevation.title": "Muster-Fassadenansicht im Maßstab {{cadScaleDetailed}}",
  "documents.facade-elevation.text": "Die Straßenfassade, aus der registrierten Punktwolke auf ein A2-Blatt gezeichnet, mit Höhenkoten, Maßketten und Zielmarken, dazu die DXF-Datei, aus der sie entstand, in Metern und nach Layern gegliedert.",
  "documents.lod-matrix.title": "LOD-Matrix",
  "documents.lod-matrix.text": "Modellelemente nach Detaillierungsgrad von {{lod200}} bis {{lod400}}: was auf jeder Stufe modelliert wird und mit welcher Toleranz. Als Anlage zum Vertrag oder zum BIM-Abwicklungsplan; die CSV-Datei öffnet sich in Excel.",
  "documents.lod-matrix.page": "Die LOD-Matrix auf der Website lesen",
  "documents.survey-brief.title": "Vorlage für das Aufmaß-Briefing",
  "documents.survey-brief.text": "Die Fragen, mit denen jeder Vermesser denselben Umfang anbietet: Zweck, Umfang, Lieferungen, Detaillierungsgrad, Genauigkeit, Koordinatensystem, Zugang und Termine. Am Bildschirm oder auf Papier auszufüllen.",
  "documents.site-access-checklist.title": "Checkliste Zugang, Genehmigungen und Sicherheit",
  "documents.site-access-checklist.text": "Was zu regeln ist, bevor das Vermessungsteam in einer Anlage, einem Hotel oder einem genutzten Gebäude eintrifft: Sicherheitsunterweisungen, Arbeitserlaubnisse, Ex-Bereiche, Begleitung, Schlüssel und Arbeitszeiten.",
  "documents.delivery-checklist.title": "Checkliste Datenübergabe",
  "documents.delivery-checklist.text": "Was Sie prüfen, wenn die Daten eintreffen: Formate, Koordinatensystem, Dateibenennung, Registrierungsbericht und RMSE, Abdeckung und das Modell im Abgleich mit dem vereinbarten Detaillierungsgrad.",

  "notes.heading": "Zu den Dateien",
  "notes.blocks.made-from-data": "Jede Datei entsteht aus den Daten hinter dieser Website; ihre Zahlen sind daher dieselben wie auf unseren Leistungsseiten. Die Dateien sind in der Sprache dieser Seite: Für die englische, türkische oder ungarische Fassung wechseln Sie oben auf der Seite die Sprache.",
  "notes.blocks.samples-for-your-project": "### Beispiele für Ihre Art von Projekt",
  "notes.blocks.comparable-work": "Der Mustersatz zeigt eine Fassade. Wenn Sie Lieferungen aus Projekten wie Ihrem sehen möchten, etwa aus einer Prozessanlage, einem Hotel oder einem Schiff, schreiben Sie uns: Wir senden Punktwolkenausschnitte, Modelle, Zeichnungen und Berichte aus vergleichbaren Projekten, ohne Kundendaten.",

  "cta.heading": "Beispielsatz für Ihr Projekt anfordern",
  "cta.text": "Beschreiben Sie Ihr Vorhaben, und wir senden Lieferungen aus vergleichbaren Projekten, oder vereinbaren Sie ein Gespräch, um Ihr Briefing mit einem Vermesser durchzugehen.",
  "cta.actions.contact": "Beispiele anfordern",
  "cta.actions.talk-to-an-expert": "Mit Experten sprechen",
} satisfies SameKeys<typeof en>;
