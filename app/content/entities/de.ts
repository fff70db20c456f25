import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  services: {
    aec: {
      summary: "Gebäude-, Denkmal- und Fassadenaufmaß, Baumerfassung, Geländevermessung und Bauabsteckung für Planungsteams, die verlässliche Bestandsdaten brauchen.",
      metric: "Gebäudeaufmaß, Lagegenauigkeit",
    },
    "aec/architectural-survey": {
      summary: "Grundrisse, Schnitte, Ansichten und BIM-Modelle von Bestandsgebäuden als direkte Planungsgrundlage.",
      metric: "Lagegenauigkeit",
    },
    "aec/heritage-survey": {
      summary: "Berührungslose Dokumentation historischer Bausubstanz, mit HBIM in {{heritageLod}} und Bildern bis {{heritageGsd}} GSD.",
      metric: "Genauigkeit der Punktwolke",
    },
    "aec/facade-survey": {
      summary: "CAD-Ansichten und Orthofotos jeder Fassade, vom Boden aus erfasst – ganz ohne Gerüst.",
      metric: "Genauigkeit der Punktwolke",
    },
    "aec/tree-survey": {
      summary: "Baumerfassung nach {{treeStandard}} mit den Kategorien A, B, C und U und Wurzelschutzbereichen, abgerechnet nach Anzahl der Bäume.",
      metric: "erfasste Bäume pro Tag vor Ort",
    },
    "aec/construction-setting-out": {
      summary: "Achsen, Höhen und Ankerschrauben, abgesteckt mit Tachymeter und GNSS/RTK, mit Abweichungsberichten innerhalb von {{deviationReportHours|hours}} nach jeder Kontrolle.",
      metric: "Absteckgenauigkeit",
    },
    "aec/land-surveying": {
      summary: "Topografische Aufnahmen und Geländemodelle per Drohne oder terrestrisch, angeschlossen an ein Festpunktnetz mit {{landControl}}.",
      metric: "Lagegenauigkeit (RMSE)",
    },
    industrial: {
      summary: "Rohrleitungen, Apparate und Stahlbau, gescannt im laufenden Betrieb und modelliert für Einbindungen, Kollisionsprüfungen und Stillstandsplanung.",
      metric: "Standard für Industriemodelle",
    },
    "industrial/scan-to-bim": {
      summary: "Rohrleitungen, Apparate und Stahlbau, modelliert für Einbindungen, Kollisionsprüfungen und Stillstandsplanung.",
      metric: "Standard für Industriemodelle",
    },
    "industrial/as-built-qaqc": {
      summary: "Soll-Ist-Vergleich neuer Installationen zwischen Scan und Planung, mit QA-Kurzbericht innerhalb von {{qaMemoHours}} Stunden.",
      metric: "QA/QC mit Tachymeter",
    },
    construction: {
      summary: "Scan to BIM, Scan to CAD, Baufortschrittskontrolle und AR-integriertes BIM halten Planung, Baustelle und Modell auf demselben Stand.",
      metric: "Fortschrittsscans oder je Meilenstein",
    },
    "construction/scan-to-bim": {
      summary: "Revit- und IFC-Modelle für Architektur, Tragwerk und TGA, standardmäßig in {{lodStandard}}.",
      metric: "Modelltoleranz",
    },
    "construction/scan-to-cad": {
      summary: "Grundrisse, Schnitte und Ansichten aus Punktwolken im gewünschten Maßstab ({{drawingScales}}), geliefert als DWG.",
      metric: "übliche Zeichengenauigkeit",
    },
    "construction/as-built-progress": {
      summary: "Die Baustelle wird in festen Intervallen gescannt und mit dem Modell verglichen, mit Kurzberichten in weniger als {{smallReportHours}} Stunden.",
      metric: "Fortschrittsscans oder je Meilenstein",
    },
    "construction/ar-integrated-bim": {
      summary: "Das BIM-Modell per AR direkt auf der Baustelle eingeblendet, um Lage, Öffnungen und Leitungen vor dem Einbau zu prüfen.",
      metric: "Modell in Originalgröße vor Ort",
    },
    maritime: {
      summary: "Rümpfe, Maschinenräume und Innenbereiche, gescannt im Hafen oder im Trockendock für Refit und Nachrüstung.",
      metric: "Ergebnisse aus dem Trockendock",
    },
    "maritime/ship-yacht-scanning": {
      summary: "Punktwolken, CAD-Pläne und 3D-Modelle von Schiffen, Innenräume mit {{vesselInteriorAccuracy}}, Ergebnisse aus dem Trockendock in {{dryDockTurnaroundHours}} h.",
      metric: "Genauigkeit am Rumpf",
    },
    drone: {
      summary: "Orthofotos, 3D-Modelle, Bestandskarten und Lagepläne aus der Luft, über Passpunkte am Boden eingemessen.",
      metric: "Bodenauflösung pro Pixel",
    },
    "drone/3d-modelling": {
      summary: "Texturierte Netzmodelle und Punktwolken von Grundstücken, Dächern und Bauwerken, georeferenziert im amtlichen Bezugssystem.",
      metric: "Genauigkeit mit Passpunkten",
    },
    "drone/existing-map": {
      summary: "Bestandskarten aus Drohnenbildern und Passpunkten, bereit für Planung und Entwurf.",
      metric: "absolute Genauigkeit",
    },
    "drone/site-plans": {
      summary: "Lagepläne als DWG, SHP oder GeoJSON mit Orthofotos als GeoTIFF, aus der Luft gemessen und am Boden kontrolliert.",
      metric: "Bodenauflösung pro Pixel",
    },
  },
  projects: {
    "projects/tiszachem-as-built-progress": {
      kind: "Chemiewerk",
      summary: "Regelmäßige Scans einer Anlagenerweiterung im Abgleich mit dem Planungsmodell: Abweichungen wurden erkannt, bevor das nächste Gewerk darauf aufbaute.",
      metric: "Fortschrittsscans und Abweichungsberichte",
    },
    "projects/tiszachem-scan-to-bim": {
      kind: "Chemiewerk",
      summary: "Prozessanlagen eines laufenden Chemiewerks gescannt und im Bestand modelliert, damit der Umbau auf gemessenen Rohrleitungen und gemessenem Stahlbau geplant werden konnte.",
      metric: "Bestandsmodell der Prozessanlagen",
    },
    "projects/alfold-pharma-scan-to-bim": {
      kind: "Pharmawerk",
      summary: "Ein Produktionsgebäude mit Reinräumen, bei laufendem Betrieb gescannt und für eine Sanierung modelliert.",
      metric: "RMSE der Registrierung",
    },
    "projects/rheinblick-hotel-facade": {
      kind: "Hotellerie",
      summary: "Ansichtspläne und Orthofotos einer Hotelfassade, vom Boden aus erfasst – ohne Gerüst und ohne das Hotel zu schließen.",
      metric: "Genauigkeit der Fassaden-Punktwolke",
    },
  },
} satisfies SameShape<typeof en>;
