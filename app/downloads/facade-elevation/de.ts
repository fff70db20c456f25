import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "Fassadenansicht M {{cadScaleDetailed}}",
  sampleNotice: "Anschauungsbeispiel: ein erfundenes Gebäude, gezeichnet aus der registrierten Punktwolke des Beispielaufmaßes",
  "drawing.storeys.0": "Erdgeschoss",
  "drawing.storeys.1": "1. Obergeschoss",
  "drawing.storeys.2": "2. Obergeschoss",
  "drawing.storeys.3": "3. Obergeschoss",
  "drawing.level": "{height} m EOMA",
  "drawing.ground": "Gelände",
  heading: "Ansicht Süd, Straßenfassade",
  "block.project": "Projekt",
  "block.projectValue": "Fassadenaufmaß als Anschauungsbeispiel: viergeschossige Straßenfront, Budapest",
  "block.drawing": "Planinhalt",
  "block.drawingValue": "Ansicht Süd (Straßenfassade)",
  "block.number": "Plan-Nr.",
  "block.scale": "Maßstab",
  "block.sheet": "Blattformat",
  "block.date": "Datum",
  "block.revision": "Index",
  "block.revisionValue": "{revision}: Erstausgabe",
  "block.crs": "Bezugssystem",
  "block.crsValue": "EOV (HD72), Höhen EOMA",
  "block.status": "Status",
  "block.statusValue": "Anschauungsbeispiel, nicht zur Ausführung",
  "notes.heading": "Hinweise",
  "notes.source":
    "Gezeichnet aus der mit diesem Plan ausgegebenen DXF-Datei ({file}): dieselben Linien in Metern, x entlang der Fassade ab ihrem Westende, y nach oben ab Gelände.",
  "notes.origin": "Koordinatenursprung der Zeichnung: EOV {e} E, {n} N, {h} m EOMA.",
  "notes.units": "Maße in Metern. Höhenkoten der Geschossebenen über Gelände und in EOMA.",
  "notes.reveals":
    "Fenster- und Türlaibungen {reveal} m tief, dargestellt durch ihren Schattenwurf bei der üblichen Lichtrichtung von links oben.",
  "notes.targets": "Fassadenzielmarken des Festpunktnetzes (T) und unabhängige Kontrollpunkte (C), am {date} tachymetrisch gemessen.",
  "notes.check": "Vor dem Abgreifen von Maßen aus einem Ausdruck den Maßstab an der Maßstabsleiste prüfen.",
  "scaleBar.unit": "m",
  dxfOrigin:
    "Pontos 3D, Fassadenansicht (Anschauungsbeispiel). Meter; x entlang der Fassade ab ihrem Westende, y nach oben ab Gelände; Ursprung EOV {e} E, {n} N, {h} m EOMA.",
} satisfies SameKeys<typeof en>;
