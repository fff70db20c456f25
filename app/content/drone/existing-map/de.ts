import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Bestandskarte",
  "page.title": "Bestandskarten aus Drohnenbefliegungen",
  "page.h1": "Bestandskarten aus der Luft",
  "page.description": "Bestandskarten mit {{existingMapAccuracy}} absoluter Genauigkeit, erstellt aus Drohnenbildern und Passpunkten – als verlässliche Grundlage für Planung und Entwurf.",

  "hero.eyebrow": "Bestandskarte",
  "hero.lead": "Karten des heutigen Bestands vor Ort, aus Drohnenbildern und Passpunkten erstellt, mit {{existingMapAccuracy}} absoluter Genauigkeit und in dem Koordinatensystem, das Ihre Behörde verlangt.",
  "hero.facts.0": "Absolute Genauigkeit",
  "hero.facts.1": "Bodenauflösung pro Pixel",
  "hero.facts.2": "An einem Tag erfasst",
  "hero.facts.3": "Lieferzeit nach dem Flug",
  "hero.alt": "Orthofoto-Kachel eines Geländes in Draufsicht mit Gebäuden, einer Straße und Bäumen, überlagert von einem Koordinatengitter und dreieckigen Passpunktmarkierungen",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was die Karte zeigt",
  "scope.intro": "Alles, was Planer und Entwurfsverfasser als Grundlage brauchen, im amtlichen Lagebezugssystem des Standorts: EOV/HD72 in Ungarn, TUREF/ITRF96 in der Türkei, ETRS89/UTM in Deutschland.",
  "scope.included.0": "Gebäude, Straßen, Bordsteine, Zäune und befestigte Flächen",
  "scope.included.1": "Höhenpunkte und Höhenlinien des Geländes",
  "scope.included.2": "Sichtbare Leitungseinbauten: Schachtdeckel, Masten, Hydranten und Straßenabläufe",
  "scope.included.3": "Bäume und Bewuchsgrenzen",
  "scope.addOns.0": "Erdverlegte Leitungen, vor Ort geortet und in die Karte übernommen",
  "scope.addOns.1": "Flurstücksgrenzen aus dem Liegenschaftskataster eingeblendet",
  "scope.addOns.2": "Tachymetrische Aufnahme unter dem Kronendach",
  "scope.addOns.3": "Die Karte nach Ihrem Layerstandard und Zeichenschlüssel",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Sie erhalten",
  "deliverables.items.0.title": "Bestandskarte",
  "deliverables.items.0.text": "Objekte, Höhen und Höhenlinien als CAD-Zeichnung mit Layerstruktur.",
  "deliverables.items.1.title": "Orthofoto",
  "deliverables.items.1.text": "Das gesamte Gelände maßstabsgetreu, nutzbar als Kartenhintergrund.",
  "deliverables.items.2.title": "GIS-Ebenen",
  "deliverables.items.2.text": "Dieselben Objekte als Vektordaten für Ihr GIS.",
  "deliverables.items.3.title": "Vermessungsbericht",
  "deliverables.items.3.text": "Passpunkte, Kontrollpunkte und die erreichte absolute Genauigkeit.",

  "cta.heading": "Beginnen Sie Ihre Planung mit einer genauen Karte",
  "cta.text": "Senden Sie uns die Grundstücksgrenze und das Koordinatensystem, in dem Sie arbeiten. Innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
