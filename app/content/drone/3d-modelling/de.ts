import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "3D-Modellierung",
  "page.title": "3D-Modelle von Grundstücken und Gebäuden per Drohne",
  "page.h1": "3D-Modellierung mit Drohnenphotogrammetrie",
  "page.description": "Texturierte 3D-Netzmodelle und Punktwolken von Grundstücken, Dächern und Bauwerken aus Luftbildern, georeferenziert im amtlichen Koordinatensystem.",

  "hero.eyebrow": "3D-Modellierung per Drohne",
  "hero.lead": "Texturierte 3D-Netzmodelle und Punktwolken von Grundstücken, Dächern und Bauwerken, aus Luftbildern erstellt und über Passpunkte auf {{droneAccuracyWithGcp}} genau eingemessen.",
  "hero.facts.droneAccuracyWithGcp": "Genauigkeit mit Passpunkten",
  "hero.facts.droneGsd": "Bodenauflösung pro Pixel",
  "hero.facts.constructionDroneTurnaroundHours": "Lieferzeit nach dem Flug",
  "hero.alt": "Drohne über einem Gelände, das in ein Messraster eingeteilt und mit Punkten schattiert ist, mit gestrichelten Sichtlinien von der Drohne zu den Rändern des Rasters",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was das Modell umfasst",
  "scope.intro": "Nadir- und Schrägaufnahmen werden gemeinsam ausgewertet, sodass neben dem Gelände auch Fassaden und Dächer modelliert werden.",
  "scope.included.flight-plan-pilots": "Flugplanung, Fernpiloten und Genehmigungen für das Gelände",
  "scope.included.ground-control-points": "Passpunkte, per GNSS/RTK im amtlichen Lagebezugssystem eingemessen",
  "scope.included.textured-mesh-dense": "Texturiertes Netzmodell und dichte Punktwolke des gesamten Geländes",
  "scope.included.report-checkpoint-residuals": "Ein Bericht mit den erreichten Abweichungen an den Kontrollpunkten",
  "scope.addOns.oblique-flights-around": "Schrägbildflüge um hohe Gebäude und Bauwerke",
  "scope.addOns.terrestrial-scans-merged": "Terrestrische Scans, eingebunden dort, wo die Drohne nicht hinsieht",
  "scope.addOns.volumes-stockpiles-earthworks": "Volumen von Halden und Erdbewegungen",
  "scope.addOns.repeat-flights-follow": "Wiederholungsflüge, um die Entwicklung eines Geländes zu verfolgen",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Sie erhalten",
  "deliverables.items.textured-3d-mesh.title": "Texturiertes 3D-Netzmodell",
  "deliverables.items.textured-3d-mesh.text": "Das Gelände als fototexturiertes Modell für Entwurf, Präsentationen und Planung.",
  "deliverables.items.point-cloud.title": "Punktwolke",
  "deliverables.items.point-cloud.text": "Dichte, georeferenzierte Punkte zum Messen und Modellieren in CAD und BIM.",
  "deliverables.items.surface-model.title": "Oberflächenmodell",
  "deliverables.items.surface-model.text": "Höhenmodell von Gelände und Bauwerken als georeferenziertes Raster.",
  "deliverables.items.accuracy-report.title": "Genauigkeitsbericht",
  "deliverables.items.accuracy-report.text": "Passpunkte, Kontrollpunkte und Restabweichungen, in Zahlen belegt.",

  "cta.heading": "Lassen Sie ein 3D-Modell Ihres Geländes erstellen",
  "cta.text": "Senden Sie uns die Gebietsgrenze und den Zweck des Modells. Innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
