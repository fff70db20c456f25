import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Bestandskarte",
  "page.title": "Bestandskarten aus Drohnenbefliegungen",
  "page.h1": "Bestandskarten aus der Luft",
  "page.description": "Bestandskarten mit {{existingMapAccuracy}} absoluter Genauigkeit, erstellt aus Drohnenbildern und Passpunkten – als verlässliche Grundlage für Planung und Entwurf.",

  "hero.eyebrow": "Bestandskarte",
  "hero.lead": "Karten des heutigen Bestands vor Ort, aus Drohnenbildern und Passpunkten erstellt, mit {{existingMapAccuracy}} absoluter Genauigkeit und in dem Koordinatensystem, das Ihre Behörde verlangt.",
  "hero.facts.existingMapAccuracy": "Absolute Genauigkeit",
  "hero.facts.droneGsd": "Bodenauflösung pro Pixel",
  "hero.facts.landDroneHectaresPerDayHa": "An einem Tag erfasst",
  "hero.facts.constructionDroneTurnaroundHours": "Lieferzeit nach dem Flug",
  "hero.alt": "Orthofoto-Kachel eines Geländes in Draufsicht mit Gebäuden, einer Straße und Bäumen, überlagert von einem Koordinatengitter und dreieckigen Passpunktmarkierungen",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was die Karte zeigt",
  "scope.intro": "Alles, was Planer und Entwurfsverfasser als Grundlage brauchen, im amtlichen Lagebezugssystem des Standorts: EOV/HD72 in Ungarn, TUREF/ITRF96 in der Türkei, ETRS89/UTM in Deutschland.",
  "scope.included.buildings-roads-kerbs": "Gebäude, Straßen, Bordsteine, Zäune und befestigte Flächen",
  "scope.included.spot-heights-contours": "Höhenpunkte und Höhenlinien des Geländes",
  "scope.included.visible-utilities-manholes": "Sichtbare Leitungseinbauten: Schachtdeckel, Masten, Hydranten und Straßenabläufe",
  "scope.included.trees-vegetation-outlines": "Bäume und Bewuchsgrenzen",
  "scope.addOns.underground-utilities-traced": "Erdverlegte Leitungen, vor Ort geortet und in die Karte übernommen",
  "scope.addOns.cadastral-boundaries-land": "Flurstücksgrenzen aus dem Liegenschaftskataster eingeblendet",
  "scope.addOns.ground-survey-total": "Tachymetrische Aufnahme unter dem Kronendach",
  "scope.addOns.map-layer-standard": "Die Karte nach Ihrem Layerstandard und Zeichenschlüssel",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Sie erhalten",
  "deliverables.items.existing-condition-map.title": "Bestandskarte",
  "deliverables.items.existing-condition-map.text": "Objekte, Höhen und Höhenlinien als CAD-Zeichnung mit Layerstruktur.",
  "deliverables.items.orthophoto.title": "Orthofoto",
  "deliverables.items.orthophoto.text": "Das gesamte Gelände maßstabsgetreu, nutzbar als Kartenhintergrund.",
  "deliverables.items.gis-layers.title": "GIS-Ebenen",
  "deliverables.items.gis-layers.text": "Dieselben Objekte als Vektordaten für Ihr GIS.",
  "deliverables.items.survey-report.title": "Vermessungsbericht",
  "deliverables.items.survey-report.text": "Passpunkte, Kontrollpunkte und die erreichte absolute Genauigkeit.",

  "cta.heading": "Beginnen Sie Ihre Planung mit einer genauen Karte",
  "cta.text": "Senden Sie uns die Grundstücksgrenze und das Koordinatensystem, in dem Sie arbeiten. Innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
