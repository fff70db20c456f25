import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Scan to BIM – Gebäude",
  "page.title": "Scan to BIM: Revit- und IFC-Modelle aus Laserscans",
  "page.h1": "Scan to BIM für Bestandsgebäude",
  "page.description": "Revit- und IFC-Modelle aus Laserscans in {{scanToBimLodRange}} – für Architektur, Tragwerk und TGA, mit einer ausgewiesenen Toleranz von {{bimTolerance}}.",

  "hero.eyebrow": "Scan to BIM im Bestand",
  "hero.lead": "Revit- und IFC-Modelle von Bestandsgebäuden, erstellt aus registrierten Laserscans für Architektur, Tragwerk und TGA – innerhalb von {{bimTolerance}} zum tatsächlichen Bestand.",
  "hero.facts.0": "Modelltoleranz",
  "hero.facts.1": "Angebotene Detaillierungsgrade",
  "hero.facts.2": "Genauigkeit der Punktwolke",
  "hero.facts.3": "Punktwolke nach der Erfassung",
  "hero.alt": "Gebäudemodell in weißen Linien über einer Wolke aus Laserscanpunkten; eine Ecke des Modells ist hervorgehoben, weil sie vom Scan abweicht",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was das Modell umfasst",
  "scope.intro": "Fachdisziplinen, Detaillierungsgrad und Ihre Vorlage stimmen wir vor dem Scannen ab, damit Sie im gelieferten Modell sofort planen können.",
  "scope.included.0": "Architektur: Wände, Geschossdecken, Dächer, Treppen, Türen und Fenster",
  "scope.included.1": "Tragwerk: Stützen, Unterzüge, Deckenplatten und sichtbare Fundamente",
  "scope.included.2": "Modelle in {{lodStandard}}, erstellt in Ihrer Revit-Vorlage, sofern Sie uns diese senden",
  "scope.included.3": "Ein QA/QC-Bericht mit Registrierungswerten und Abgleich von Modell und Punktwolke",
  "scope.addOns.0": "TGA: Lüftungskanäle, Rohrleitungen, Kabeltrassen und Technikzentralen",
  "scope.addOns.1": "{{lodOnRequest}} für Anschlüsse und Fertigungsdetails",
  "scope.addOns.2": "Befüllte Raumdaten, Flächen und Bauteilparameter",
  "scope.addOns.3": "Grundrisse und Schnitte als DWG aus dem Modell exportiert",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Sie erhalten",
  "deliverables.items.0.title": "BIM-Modell",
  "deliverables.items.0.text": "Das Modell in Revit und IFC, in Ihrer Vorlage und nach Ihren Benennungsregeln.",
  "deliverables.items.1.title": "Koordinationsmodell",
  "deliverables.items.1.text": "Eine Navisworks-Datei für Kollisionsprüfungen mit der neuen Planung.",
  "deliverables.items.2.title": "Registrierte Punktwolke",
  "deliverables.items.2.text": "Die Scandaten, aus denen das Modell entstanden ist, in Ihrem Koordinatensystem.",
  "deliverables.items.3.title": "QA/QC-Bericht",
  "deliverables.items.3.text": "RMSE der Registrierung, Restklaffen an den Festpunkten und Modellabweichungen, in Zahlen belegt.",

  "faq.heading": "Häufige Fragen",
  "faq.items.0.q": "Wovon hängt der Festpreis ab?",
  "faq.items.0.a": "Von der zu modellierenden Geschossfläche, dem Detaillierungsgrad ({{lodStandard}} als Standard, {{lodOnRequest}} auf Wunsch), den Fachdisziplinen (Architektur, Tragwerk, TGA), dem Zugang zum Gebäude (genutzte Etagen, Dächer, Arbeiten außerhalb der Betriebszeiten) und dem gewünschten Lieferumfang, etwa Raumdaten oder DWG-Exporte. Senden Sie uns diese Angaben mit der Adresse, und Sie erhalten das Festpreisangebot innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen).",

  "cta.heading": "Planen Sie am Modell des tatsächlichen Bestands",
  "cta.text": "Senden Sie uns Adresse, Geschossfläche und die benötigten Fachdisziplinen. Innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
