import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "3D-Modellierung",
  "page.title": "3D-Modelle von Grundstücken und Gebäuden per Drohne",
  "page.h1": "3D-Modellierung mit Drohnenphotogrammetrie",
  "page.description": "Texturierte 3D-Netzmodelle und Punktwolken von Grundstücken, Dächern und Bauwerken aus Luftbildern, georeferenziert im amtlichen Koordinatensystem.",

  "hero.eyebrow": "3D-Modellierung per Drohne",
  "hero.lead": "Texturierte 3D-Netzmodelle und Punktwolken von Grundstücken, Dächern und Bauwerken, aus Luftbildern erstellt und über Passpunkte auf {{droneAccuracyWithGcp}} genau eingemessen.",
  "hero.facts.0": "Genauigkeit mit Passpunkten",
  "hero.facts.1": "Bodenauflösung pro Pixel",
  "hero.facts.2": "Lieferzeit nach dem Flug",
  "hero.alt": "Drohne über einem Gelände, das in ein Messraster eingeteilt und mit Punkten schattiert ist, mit gestrichelten Sichtlinien von der Drohne zu den Rändern des Rasters",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was das Modell umfasst",
  "scope.intro": "Nadir- und Schrägaufnahmen werden gemeinsam ausgewertet, sodass neben dem Gelände auch Fassaden und Dächer modelliert werden.",
  "scope.included.0": "Flugplanung, Fernpiloten und Genehmigungen für das Gelände",
  "scope.included.1": "Passpunkte, per GNSS/RTK im amtlichen Lagebezugssystem eingemessen",
  "scope.included.2": "Texturiertes Netzmodell und dichte Punktwolke des gesamten Geländes",
  "scope.included.3": "Ein Bericht mit den erreichten Abweichungen an den Kontrollpunkten",
  "scope.addOns.0": "Schrägbildflüge um hohe Gebäude und Bauwerke",
  "scope.addOns.1": "Terrestrische Scans, eingebunden dort, wo die Drohne nicht hinsieht",
  "scope.addOns.2": "Volumen von Halden und Erdbewegungen",
  "scope.addOns.3": "Wiederholungsflüge, um die Entwicklung eines Geländes zu verfolgen",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Sie erhalten",
  "deliverables.items.0.title": "Texturiertes 3D-Netzmodell",
  "deliverables.items.0.text": "Das Gelände als fototexturiertes Modell für Entwurf, Präsentationen und Planung.",
  "deliverables.items.1.title": "Punktwolke",
  "deliverables.items.1.text": "Dichte, georeferenzierte Punkte zum Messen und Modellieren in CAD und BIM.",
  "deliverables.items.2.title": "Oberflächenmodell",
  "deliverables.items.2.text": "Höhenmodell von Gelände und Bauwerken als georeferenziertes Raster.",
  "deliverables.items.3.title": "Genauigkeitsbericht",
  "deliverables.items.3.text": "Passpunkte, Kontrollpunkte und Restabweichungen, in Zahlen belegt.",

  "cta.heading": "Lassen Sie ein 3D-Modell Ihres Geländes erstellen",
  "cta.text": "Senden Sie uns die Gebietsgrenze und den Zweck des Modells. Innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
