import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "Fassadenansicht M {{cadScaleDetailed}}",
  sampleNotice: "Anschauungsmuster: ein erfundenes Gebäude, gezeichnet aus der registrierten Punktwolke des Musteraufmaßes",
  "drawing.storeys.0": "Erdgeschoss",
  "drawing.storeys.1": "1. Obergeschoss",
  "drawing.storeys.2": "2. Obergeschoss",
  "drawing.storeys.3": "3. Obergeschoss",
  "drawing.level": "{height} m EOMA",
  "drawing.ground": "Gelände",
  heading: "Ansicht Süd, Straßenfassade",
  "block.project": "Projekt",
  "block.projectValue": "Musteraufmaß einer Fassade: viergeschossige Straßenfront, Budapest",
  "block.drawing": "Plan",
  "block.drawingValue": "Ansicht Süd (Straßenfassade)",
  "block.number": "Plan-Nr.",
  "block.scale": "Maßstab",
  "block.sheet": "Blattgröße",
  "block.date": "Datum",
  "block.revision": "Index",
  "block.revisionValue": "{revision}: Erstausgabe",
  "block.crs": "Bezugssystem",
  "block.crsValue": "EOV (HD72), Höhen EOMA",
  "block.status": "Status",
  "block.statusValue": "Anschauungsmuster, nicht zur Ausführung",
  "notes.heading": "Hinweise",
  "notes.source":
    "Gezeichnet aus der mit diesem Plan ausgegebenen DXF-Datei ({file}): dieselben Linien in Metern, x entlang der Fassade ab ihrem Westende, y nach oben ab Gelände.",
  "notes.origin": "Ursprung der Planachsen: EOV {e} E, {n} N, {h} m EOMA.",
  "notes.units": "Maße in Metern. Fußbodenhöhen über Gelände und in EOMA.",
  "notes.reveals":
    "Fenster- und Türlaibungen {reveal} m tief, dargestellt durch ihren Schattenwurf bei der üblichen Lichtrichtung von links oben.",
  "notes.targets": "Fassadenzielmarken des Festpunktnetzes (T) und unabhängige Kontrollpunkte (C), wie am {date} tachymetrisch gemessen.",
  "notes.check": "Vor dem Abgreifen von Maßen aus einem Ausdruck den Maßstab an der Maßstabsleiste prüfen.",
  "scaleBar.unit": "m",
  dxfOrigin:
    "Pontos 3D Muster-Fassadenansicht. Meter; x entlang der Fassade ab ihrem Westende, y nach oben ab Gelände; Ursprung EOV {e} E, {n} N, {h} m EOMA.",
} satisfies SameKeys<typeof en>;
