import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Schiffs- und Yachtscanning",
  "page.title": "3D-Laserscanning von Schiffen und Yachten",
  "page.h1": "Laserscanning von Schiffen und Yachten für Refit und Nachrüstung",
  "page.description": "Innenräume auf {{vesselInteriorAccuracy}} und Rümpfe auf {{vesselHullAccuracy}} genau, gescannt im Hafen oder im Trockendock und geliefert als Punktwolke, CAD-Zeichnung und 3D-Modell.",

  "hero.eyebrow": "Schiffs- und Yachtscanning",
  "hero.lead": "Frachtschiffe, Fähren und Yachten, gescannt vom Kiel bis zum Masttopp: Innenräume auf {{vesselInteriorAccuracy}} und Rümpfe auf {{vesselHullAccuracy}} genau, registrierte Punktwolken innerhalb von {{dryDockTurnaroundHours}} Stunden nach einem Scan im Trockendock.",
  "hero.facts.vesselInteriorAccuracy": "Genauigkeit in Innenräumen",
  "hero.facts.vesselHullAccuracy": "Genauigkeit am Rumpf",
  "hero.facts.vesselRmse": "RMSE der Registrierung",
  "hero.facts.dryDockTurnaroundHours": "Ergebnisse aus dem Trockendock",
  "hero.alt": "Seitenansicht eines Schiffsrumpfs mit Aufbauten, gefüllt mit Laserscanpunkten, über einer gewellten Wasserlinie und gekreuzt von einer waagerechten Laserscanlinie",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was wir scannen",
  "scope.intro": "Den Scan planen wir mit Ihrem technischen Inspektor – abgestimmt auf Besatzung, Werft und Dockungsplan.",
  "scope.included.hull-rudder-propeller": "Rumpf, Ruder, Propeller und Anhänge im Trockendock",
  "scope.included.engine-rooms-machinery": "Maschinen- und Betriebsräume mit ihren Rohrleitungen",
  "scope.included.interiors-decks-superstructure": "Innenräume, Decks und Aufbauten",
  "scope.included.registration-ship-coordinate": "Registrierung in einem Schiffskoordinatensystem, mit QA/QC-Bericht",
  "scope.addOns.tanks-voids-once": "Tanks und Leerzellen, sobald sie gasfrei und freigegeben sind",
  "scope.addOns.drone-capture-superstructure": "Drohnenaufnahmen von Aufbauten, Masten und Schornstein",
  "scope.addOns.frame-numbering-reference": "Spantnummerierung und Bezugslinien aus Ihren Zeichnungen übernommen",
  "scope.addOns.scan-after-refit": "Ein Scan nach dem Refit als Bestandsdokumentation",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Schiffbauingenieure und Ausrüster erhalten",
  "deliverables.items.registered-point-cloud.title": "Registrierte Punktwolke",
  "deliverables.items.registered-point-cloud.text": "Das gesamte Schiff in einem Koordinatensystem, bereit für jede CAD-Plattform.",
  "deliverables.items.2d-drawings.title": "2D-Zeichnungen",
  "deliverables.items.2d-drawings.text": "Generalplan, Schnitte und Deckspläne, aus dem Scan gezeichnet.",
  "deliverables.items.3d-models.title": "3D-Modelle",
  "deliverables.items.3d-models.text": "Rumpfflächen und Räume für Schiffbau- und Ausrüstungssoftware.",
  "deliverables.items.qa-qc-report.title": "QA/QC-Bericht",
  "deliverables.items.qa-qc-report.text": "RMSE der Registrierung und Prüfungen der erreichten Genauigkeit, in Zahlen belegt.",

  "faq.heading": "Häufige Fragen",
  "faq.items.what-fixed-fee.q": "Wovon hängt der Festpreis ab?",
  "faq.items.what-fixed-fee.a": "Von der Länge des Schiffs und den zu scannenden Bereichen (Rumpf, Maschinenräume, Innenräume, Tanks), dem Detaillierungsgrad der Zeichnungen und 3D-Modelle, dem Zugang an Bord (im Trockendock oder im Wasser, gasfreie Tanks, Arbeitszeiten der Werft) und dem gewünschten Lieferumfang, von der registrierten Punktwolke bis zu Rumpfflächen. Nennen Sie uns diese Angaben mit Schiffsname und Liegeort, und Sie erhalten das Festpreisangebot innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen).",

  "cta.heading": "Planen Sie den Refit am Schiff, wie es heute ist",
  "cta.text": "Nennen Sie uns Name, Typ und Länge des Schiffes und wo es liegen wird. Innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
