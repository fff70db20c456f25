import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Messtechnik",
  "page.title": "Unsere Messtechnik",
  "page.h1": "Unsere Messtechnik",
  "page.description": "{{terrestrialScanners}} terrestrische Laserscanner von {{scannerManufacturers}} Herstellern, {{handheldLidarUnits}} handgeführte LiDAR-Scanner, eine Vermessungsdrohne und ein Tachymeter mit GNSS/RTK.",

  "hero.eyebrow": "Unsere Instrumente",
  "hero.lead": "Jedes Instrument, mit dem wir messen, gehört uns und wird von uns gewartet: {{terrestrialScanners}} terrestrische Laserscanner von {{scannerManufacturers}} Herstellern, {{handheldLidarUnits}} handgeführte LiDAR-Scanner, eine Vermessungsdrohne sowie ein Tachymeter mit GNSS/RTK-Empfänger. Wir wählen das Instrument nach der Genauigkeit, die Ihr Ergebnis verlangt, nicht umgekehrt.",
  "hero.facts.terrestrialScanners": "Terrestrische Laserscanner",
  "hero.facts.handheldLidarUnits": "Handgeführte LiDAR-Scanner",
  "hero.facts.drones": "Vermessungsdrohne",
  "hero.facts.pointCloudAccuracy": "Genauigkeit der registrierten Punktwolke",

  "sections.instruments.heading": "Wofür wir welches Instrument einsetzen",
  "sections.instruments.intro": "Fünf Instrumentenklassen, jede mit der Aufgabe, für die sie am besten geeignet ist, und der Genauigkeit, die sie erreicht.",
  "sections.instruments.cards.terrestrial-laser-scanners.title": "Terrestrische Laserscanner",
  "sections.instruments.cards.terrestrial-laser-scanners.text": "Scanner auf dem Stativ, die von jedem Standpunkt Millionen von Punkten messen. Zwei stammen vom selben Hersteller, einer von einem anderen: So können zwei Messtrupps mit baugleichen Geräten arbeiten, und wir können ein Fabrikat am anderen prüfen. Sie tragen unsere Gebäude-, Fassaden-, Denkmal-, Anlagen- und Schiffsaufmaße.",
  "sections.instruments.cards.terrestrial-laser-scanners.metric": "registrierte Punktwolke",
  "sections.instruments.cards.handheld-lidar.title": "Handgeführtes LiDAR",
  "sections.instruments.cards.handheld-lidar.text": "Scanner, die von Hand durch Treppenhäuser, Deckenhohlräume, Installationsschächte und Winkel von Maschinenräumen getragen werden, wo kein Stativ hinpasst. Ihre Daten werden an die terrestrischen Scans und das Festpunktnetz angeschlossen und dort genutzt, wo ihre Genauigkeit genügt: für Trassen, Kubaturen und Ecken, die sonst niemand einsieht.",
  "sections.instruments.cards.handheld-lidar.metric": "Handscan, relativ",
  "sections.instruments.cards.total-station.title": "Tachymeter",
  "sections.instruments.cards.total-station.text": "Misst Winkel und Strecken zu Einzelpunkten mit der höchsten Genauigkeit, die wir haben. Damit messen wir den Polygonzug des Festpunktnetzes, Einbindepunkte und Flansche, stecken auf Baustellen ab und bestimmen die unabhängigen Kontrollpunkte unserer Qualitätsprüfung.",
  "sections.instruments.cards.total-station.metric": "Kontrollmessungen",
  "sections.instruments.cards.gnss-rtk-receiver.title": "GNSS/RTK-Empfänger",
  "sections.instruments.cards.gnss-rtk-receiver.text": "Satellitenpositionierung mit Echtzeitkorrekturen. Er schließt das Festpunktnetz an das amtliche Lagebezugssystem an, misst die Passpunkte für Drohnenflüge ein und nimmt freies Gelände zügig auf. Zusammen mit dem Tachymeter hält er das Festpunktnetz einer Geländevermessung auf dem angegebenen Wert.",
  "sections.instruments.cards.gnss-rtk-receiver.metric": "Festpunktnetz, mit dem Tachymeter",
  "sections.instruments.cards.survey-drone.title": "Vermessungsdrohne",
  "sections.instruments.cards.survey-drone.text": "Nimmt überlappende Luftbilder für Orthofotos, Geländemodelle und texturierte 3D-Oberflächenmodelle von Grundstücken, Dächern und oberen Fassadenbereichen auf. Mit per GNSS/RTK eingemessenen Passpunkten erreicht sie die angegebene Genauigkeit, ohne Passpunkte {{droneAccuracyWithoutGcp}}.",
  "sections.instruments.cards.survey-drone.metric": "mit Passpunkten",

  "sections.which-instrument.heading": "Welches Instrument für welches Aufmaß",
  "sections.which-instrument.blocks.most-projects-combine": "In den meisten Projekten arbeiten mehrere Instrumente auf einem gemeinsamen Festpunktnetz. Die Tabelle zeigt, welche Instrumente bei der jeweiligen Leistung in der Regel führen und auf welche Genauigkeit die Ergebnisse ausgelegt sind.",
  "sections.which-instrument.blocks.table-main-instruments": "Table: Hauptinstrumente und vereinbarte Genauigkeit nach Leistung\n| Leistung | Hauptinstrumente | Vereinbarte Genauigkeit |\n| --- | --- | --- |\n| Gebäudeaufmaß | Terrestrischer Scanner, Tachymeter | {{architecturalPlanimetric}} Lage |\n| Fassadenaufmaß | Terrestrischer Scanner, Drohne für Dächer | {{facadePointCloud}} Punktwolke |\n| Denkmalaufmaß | Terrestrischer Scanner, Nahbereichsphotogrammetrie | {{heritagePointCloud}} Punktwolke |\n| Industrieanlagen | Terrestrischer Scanner, handgeführtes LiDAR, Tachymeter | {{bimTolerance}} Modell |\n| Schiffe und Yachten | Terrestrischer Scanner, handgeführtes LiDAR | Innenräume {{vesselInteriorAccuracy}}, Rumpf {{vesselHullAccuracy}} |\n| Bauabsteckung | Tachymeter, GNSS/RTK | {{settingOutAccuracy}} |\n| Geländevermessung | Drohne, GNSS/RTK, Tachymeter | {{landHorizontal}} Lage, {{landVertical}} Höhe |",
  "sections.which-instrument.blocks.swap-tripod-scan": "Wo die Leistungsbeschreibung einen Stativscan oder eine terrestrische Aufnahme verlangt, ersetzen wir sie nicht durch einen Handscan oder einen Drohnenflug. Erreichen die Daten eines Instruments eine geringere Genauigkeit als die übrigen, weisen die Ergebnisse und der QA/QC-Bericht das aus.",

  "sections.care-and-checks.heading": "Kalibrierung und Feldprüfungen",
  "sections.care-and-checks.blocks.instrument-calibrated-manufacturer": "Jedes Instrument wird vom autorisierten Service des Herstellers in dem Intervall kalibriert, das der Hersteller vorgibt, und zusätzlich nach jedem Sturz oder Stoß. Der QA/QC-Bericht jedes Projekts nennt die eingesetzten Instrumente und das Datum ihrer letzten Kalibrierung.",
  "sections.care-and-checks.blocks.between-calibrations-crews": "Zwischen den Kalibrierungen prüfen die Messtrupps ihre Instrumente im Feld:",
  "sections.care-and-checks.blocks.scanners-known-distances": "- Scanner: bekannte Strecken zwischen Zielmarken vor jedem Projekt, dazu die Registrierungswerte jedes Scans\n- Tachymeter: Messung in beiden Fernrohrlagen, Prüfung von Ziellinie und Kompensator, bevor das Festpunktnetz gemessen wird\n- GNSS/RTK: eine Messung auf einem bekannten Festpunkt zu Beginn und am Ende jedes Tages\n- Drohne: Kamera- und Positionierungsprüfung vor jedem Flug, unabhängige Kontrollpunkte am Boden",
  "sections.care-and-checks.blocks.instruments-travel-crews": "Die Instrumente reisen mit ihren Messtrupps zwischen Budapest und Istanbul. Ein Projekt wird daher in beiden Märkten mit derselben Ausrüstung gemessen und auf dieselbe Weise geprüft.",

  "cta.heading": "Sie wissen nicht, welches Instrument Ihr Projekt braucht?",
  "cta.text": "Sagen Sie uns, wofür die Vermessung gebraucht wird und was Sie erhalten möchten. Wir wählen die Instrumente, nennen die Genauigkeit im Angebot und belegen sie im QA/QC-Bericht.",
} satisfies SameKeys<typeof en>;
