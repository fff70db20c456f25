import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "services.aec.summary": "Gebäude-, Denkmal- und Fassadenaufmaß, Baumerfassung, Geländevermessung und Bauabsteckung für Planungsteams, die verlässliche Bestandsdaten brauchen.",
  "services.aec.metric": "Gebäudeaufmaß, Lagegenauigkeit",
  "services.aec.serviceType": "Aufmaß und Vermessung für Planung und Bau",

  "services.aec/architectural-survey.summary": "Grundrisse, Schnitte, Ansichten und BIM-Modelle von Bestandsgebäuden als direkte Planungsgrundlage.",
  "services.aec/architectural-survey.metric": "Lagegenauigkeit",
  "services.aec/architectural-survey.serviceType": "Gebäudeaufmaß",

  "services.aec/heritage-survey.summary": "Berührungslose Dokumentation historischer Bausubstanz, mit HBIM in {{heritageLod}} und Bildern bis {{heritageGsd}} GSD.",
  "services.aec/heritage-survey.metric": "Genauigkeit der Punktwolke",
  "services.aec/heritage-survey.serviceType": "Denkmalaufmaß und HBIM",

  "services.aec/facade-survey.summary": "CAD-Ansichten und Orthofotos jeder Fassade, vom Boden aus erfasst – ganz ohne Gerüst.",
  "services.aec/facade-survey.metric": "Genauigkeit der Punktwolke",
  "services.aec/facade-survey.serviceType": "Fassadenaufmaß",

  "services.aec/tree-survey.summary": "Baumerfassung nach {{treeStandard}} mit den Kategorien A, B, C und U und Wurzelschutzbereichen, abgerechnet nach Anzahl der Bäume.",
  "services.aec/tree-survey.metric": "erfasste Bäume pro Tag vor Ort",
  "services.aec/tree-survey.serviceType": "Baumerfassung nach {{treeStandardShort}}",

  "services.aec/construction-setting-out.summary": "Achsen, Höhen und Ankerschrauben, abgesteckt mit Tachymeter und GNSS/RTK, mit Abweichungsberichten innerhalb von {{deviationReportHours}} Stunde nach jeder Kontrolle.",
  "services.aec/construction-setting-out.metric": "Absteckgenauigkeit",
  "services.aec/construction-setting-out.serviceType": "Bauabsteckung",

  "services.aec/land-surveying.summary": "Topografische Aufnahmen und Geländemodelle per Drohne oder terrestrisch, angeschlossen an ein Festpunktnetz mit {{landControl}}.",
  "services.aec/land-surveying.metric": "Lagegenauigkeit (RMSE)",
  "services.aec/land-surveying.serviceType": "Geländevermessung",

  "services.industrial.summary": "Rohrleitungen, Apparate und Stahlbau, gescannt im laufenden Betrieb und modelliert für Einbindungen, Kollisionsprüfungen und Stillstandsplanung.",
  "services.industrial.metric": "Standard für Industriemodelle",
  "services.industrial.serviceType": "Laserscanning von Industrieanlagen",

  "services.industrial/scan-to-bim.summary": "Rohrleitungen, Apparate und Stahlbau, modelliert für Einbindungen, Kollisionsprüfungen und Stillstandsplanung.",
  "services.industrial/scan-to-bim.metric": "Standard für Industriemodelle",
  "services.industrial/scan-to-bim.serviceType": "Scan to BIM für Industrieanlagen",

  "services.industrial/as-built-qaqc.summary": "Soll-Ist-Vergleich neuer Installationen zwischen Scan und Planung, mit QA-Kurzbericht innerhalb von {{qaMemoHours}} Stunden.",
  "services.industrial/as-built-qaqc.metric": "QA/QC mit Tachymeter",
  "services.industrial/as-built-qaqc.serviceType": "Soll-Ist-Vergleich und Qualitätskontrolle",

  "services.construction.summary": "Scan to BIM, Scan to CAD, Baufortschrittskontrolle und AR-integriertes BIM halten Planung, Baustelle und Modell auf demselben Stand.",
  "services.construction.metric": "Fortschrittsscans oder je Meilenstein",
  "services.construction.serviceType": "BIM-Leistungen für den Bau",

  "services.construction/scan-to-bim.summary": "Revit- und IFC-Modelle für Architektur, Tragwerk und TGA, standardmäßig in {{lodStandard}}.",
  "services.construction/scan-to-bim.metric": "Modelltoleranz",
  "services.construction/scan-to-bim.serviceType": "Scan to BIM",

  "services.construction/scan-to-cad.summary": "Grundrisse, Schnitte und Ansichten aus Punktwolken im gewünschten Maßstab ({{drawingScales}}), geliefert als DWG.",
  "services.construction/scan-to-cad.metric": "übliche Zeichengenauigkeit",
  "services.construction/scan-to-cad.serviceType": "Scan to CAD",

  "services.construction/as-built-progress.summary": "Die Baustelle wird in festen Intervallen gescannt und mit dem Modell verglichen, mit Kurzberichten in weniger als {{smallReportHours}} Stunden.",
  "services.construction/as-built-progress.metric": "Fortschrittsscans oder je Meilenstein",
  "services.construction/as-built-progress.serviceType": "Bestandsaufnahme und Baufortschrittskontrolle",

  "services.construction/ar-integrated-bim.summary": "Das BIM-Modell per AR direkt auf der Baustelle eingeblendet, um Lage, Öffnungen und Leitungen vor dem Einbau zu prüfen.",
  "services.construction/ar-integrated-bim.metric": "Modell in Originalgröße vor Ort",
  "services.construction/ar-integrated-bim.serviceType": "AR-integriertes BIM",

  "services.maritime.summary": "Rümpfe, Maschinenräume und Innenbereiche, gescannt im Hafen oder im Trockendock für Refit und Nachrüstung.",
  "services.maritime.metric": "Ergebnisse aus dem Trockendock",
  "services.maritime.serviceType": "Maritimes 3D-Laserscanning",

  "services.maritime/ship-yacht-scanning.summary": "Punktwolken, CAD-Pläne und 3D-Modelle von Schiffen, Innenräume mit {{vesselInteriorAccuracy}}, Ergebnisse aus dem Trockendock in {{dryDockTurnaroundHours}} Stunden.",
  "services.maritime/ship-yacht-scanning.metric": "Genauigkeit am Rumpf",
  "services.maritime/ship-yacht-scanning.serviceType": "3D-Laserscanning von Schiffen und Yachten",

  "services.drone.summary": "Orthofotos, 3D-Modelle, Bestandskarten und Lagepläne aus der Luft, über Passpunkte am Boden eingemessen.",
  "services.drone.metric": "Bodenauflösung pro Pixel",
  "services.drone.serviceType": "Drohnen-Photogrammetrie",

  "services.drone/3d-modelling.summary": "Texturierte Netzmodelle und Punktwolken von Grundstücken, Dächern und Bauwerken, georeferenziert im amtlichen Bezugssystem.",
  "services.drone/3d-modelling.metric": "Genauigkeit mit Passpunkten",
  "services.drone/3d-modelling.serviceType": "3D-Modellierung per Drohne",

  "services.drone/existing-map.summary": "Bestandskarten aus Drohnenbildern und Passpunkten, bereit für Planung und Entwurf.",
  "services.drone/existing-map.metric": "absolute Genauigkeit",
  "services.drone/existing-map.serviceType": "Bestandskartierung",

  "services.drone/site-plans.summary": "Lagepläne als DWG, SHP oder GeoJSON mit Orthofotos als GeoTIFF, aus der Luft gemessen und am Boden kontrolliert.",
  "services.drone/site-plans.metric": "Bodenauflösung pro Pixel",
  "services.drone/site-plans.serviceType": "Lagepläne aus Drohnen-Photogrammetrie",

  "projects.projects/tiszachem-as-built-progress.kind": "Chemiewerk",
  "projects.projects/tiszachem-as-built-progress.summary": "Regelmäßige Scans einer Anlagenerweiterung im Abgleich mit dem Planungsmodell: Abweichungen wurden erkannt, bevor das nächste Gewerk darauf aufbaute.",
  "projects.projects/tiszachem-as-built-progress.metric": "Fortschrittsscans und Abweichungsberichte",

  "projects.projects/tiszachem-scan-to-bim.kind": "Chemiewerk",
  "projects.projects/tiszachem-scan-to-bim.summary": "Prozessanlagen eines laufenden Chemiewerks gescannt und im Bestand modelliert, damit der Umbau anhand gemessener Rohrleitungen und gemessenen Stahlbaus geplant werden konnte.",
  "projects.projects/tiszachem-scan-to-bim.metric": "Bestandsmodell der Prozessanlagen",

  "projects.projects/alfold-pharma-scan-to-bim.kind": "Pharmawerk",
  "projects.projects/alfold-pharma-scan-to-bim.summary": "Ein Produktionsgebäude mit Reinräumen, bei laufendem Betrieb gescannt und für eine Sanierung modelliert.",
  "projects.projects/alfold-pharma-scan-to-bim.metric": "RMSE der Registrierung",

  "projects.projects/rheinblick-hotel-facade.kind": "Hotellerie",
  "projects.projects/rheinblick-hotel-facade.summary": "Ansichtspläne und Orthofotos einer Hotelfassade, vom Boden aus erfasst – ohne Gerüst und ohne das Hotel zu schließen.",
  "projects.projects/rheinblick-hotel-facade.metric": "Genauigkeit der Fassaden-Punktwolke",

  "sectors.industrial-plants.summary": "Anlagenbetreiber und EPC-Auftragnehmer brauchen Rohrleitungen, Apparate und Stahlbau im laufenden Betrieb aufgemessen – für Einbindungen, Stillstände und digitale Zwillinge.",
  "sectors.commercial-hospitality.summary": "Hotel- und Immobilieneigentümer planen Sanierungen auf Grundlage genauer Pläne und Modelle, aufgenommen, ohne Gäste, Mieter oder Öffnungszeiten zu stören.",
  "sectors.infrastructure-transportation.summary": "Eisenbahninfrastrukturunternehmen und Straßenbaulastträger brauchen Trassen, Bauwerke und Gelände in kurzen Sperrpausen vermessen und an das amtliche Lagebezugssystem angeschlossen.",
  "sectors.heritage-culture.summary": "Denkmalbehörden und Architekten in der Denkmalpflege brauchen geschützte Bausubstanz berührungslos dokumentiert, in der Detailtiefe, die Bauaufnahme und HBIM verlangen.",
  "sectors.maritime.summary": "Werften und Reedereien brauchen Rumpf, Maschinenräume und Innenräume innerhalb der Dockzeit aufgemessen, damit der Umbau geplant ist, bevor das Schiff eintrifft.",
} satisfies SameKeys<typeof en>;
