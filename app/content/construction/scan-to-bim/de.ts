import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Scan to BIM – Gebäude",
  "page.title": "Scan to BIM: Revit- und IFC-Modelle aus Laserscans",
  "page.h1": "Scan to BIM für Bestandsgebäude",
  "page.description": "Revit- und IFC-Modelle aus Laserscans in {{scanToBimLodRange}} – für Architektur, Tragwerk und TGA, mit einer ausgewiesenen Toleranz von {{bimTolerance}}.",

  "hero.eyebrow": "Scan to BIM im Bestand",
  "hero.lead": "Revit- und IFC-Modelle von Bestandsgebäuden, erstellt aus registrierten Laserscans für Architektur, Tragwerk und TGA – innerhalb von {{bimTolerance}} zum tatsächlichen Bestand.",
  "hero.facts.bimTolerance": "Modelltoleranz",
  "hero.facts.scanToBimLodRange": "Angebotene Detaillierungsgrade",
  "hero.facts.pointCloudAccuracy": "Genauigkeit der Punktwolke",
  "hero.facts.turnaroundHours": "Punktwolke nach der Erfassung",
  "hero.alt": "Gebäudemodell in weißen Linien über einer Wolke aus Laserscanpunkten; eine Ecke des Modells ist hervorgehoben, weil sie vom Scan abweicht",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was das Modell umfasst",
  "scope.intro": "Fachdisziplinen, Detaillierungsgrad und Ihre Vorlage stimmen wir vor dem Scannen ab, damit Sie im gelieferten Modell sofort planen können.",
  "scope.included.architecture-walls-floors": "Architektur: Wände, Geschossdecken, Dächer, Treppen, Türen und Fenster",
  "scope.included.structure-columns-beams": "Tragwerk: Stützen, Unterzüge, Deckenplatten und sichtbare Fundamente",
  "scope.included.models-built-revit": "Modelle in {{lodStandard}}, erstellt in Ihrer Revit-Vorlage, sofern Sie uns diese senden",
  "scope.included.qa-qc-report": "Ein QA/QC-Bericht mit Registrierungswerten und Abgleich von Modell und Punktwolke",
  "scope.addOns.mep-ducts-pipes": "TGA: Lüftungskanäle, Rohrleitungen, Kabeltrassen und Technikzentralen",
  "scope.addOns.connections-fabrication-detail": "{{lodOnRequest}} für Anschlüsse und Fertigungsdetails",
  "scope.addOns.room-data-areas": "Befüllte Raumdaten, Flächen und Bauteilparameter",
  "scope.addOns.plans-sections-exported": "Grundrisse und Schnitte als DWG aus dem Modell exportiert",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Sie erhalten",
  "deliverables.items.bim-model.title": "BIM-Modell",
  "deliverables.items.bim-model.text": "Das Modell in Revit und IFC, in Ihrer Vorlage und nach Ihren Benennungsregeln.",
  "deliverables.items.coordination-model.title": "Koordinationsmodell",
  "deliverables.items.coordination-model.text": "Eine Navisworks-Datei für Kollisionsprüfungen mit der neuen Planung.",
  "deliverables.items.registered-point-cloud.title": "Registrierte Punktwolke",
  "deliverables.items.registered-point-cloud.text": "Die Scandaten, aus denen das Modell entstanden ist, in Ihrem Koordinatensystem.",
  "deliverables.items.qa-qc-report.title": "QA/QC-Bericht",
  "deliverables.items.qa-qc-report.text": "RMSE der Registrierung, Restklaffen an den Festpunkten und Modellabweichungen, in Zahlen belegt.",

  "faq.heading": "Häufige Fragen",
  "faq.items.what-fixed-fee.q": "Wovon hängt der Festpreis ab?",
  "faq.items.what-fixed-fee.a": "Von der zu modellierenden Geschossfläche, dem Detaillierungsgrad ({{lodStandard}} als Standard, {{lodOnRequest}} auf Wunsch), den Fachdisziplinen (Architektur, Tragwerk, TGA), dem Zugang zum Gebäude (genutzte Etagen, Dächer, Arbeiten außerhalb der Betriebszeiten) und dem gewünschten Lieferumfang, etwa Raumdaten oder DWG-Exporte. Senden Sie uns diese Angaben mit der Adresse, und Sie erhalten das Festpreisangebot innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen).",

  "cta.heading": "Planen Sie am Modell des tatsächlichen Bestands",
  "cta.text": "Senden Sie uns Adresse, Geschossfläche und die benötigten Fachdisziplinen. Innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
