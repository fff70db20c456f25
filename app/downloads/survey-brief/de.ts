import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  title: "Leistungsbeschreibung Aufmaß",
  subtitle: "Die Fragen, mit denen jeder Vermesser denselben Umfang anbietet",
  intro:
    "Beantworten Sie, was Sie wissen, und lassen Sie den Rest frei: Ein leeres Feld ist eine Frage, die wir vor dem Angebot stellen. Senden Sie dieselbe Leistungsbeschreibung an jedes angefragte Büro, dann lassen sich die Angebote Position für Position vergleichen. Das Formular lässt sich am Bildschirm ausfüllen oder ausdrucken.",
  pageOf: "Seite {page} von {pages}",
  send: "Senden Sie die ausgefüllte Leistungsbeschreibung, gern mit Plänen oder Fotos, an",

  "project.heading": "Projekt und Standort",
  "project.hint": "Adresse und Gebäudetyp zeigen uns, wie das Objekt erreichbar ist und wie viel an einem Tag vor Ort zu schaffen ist.",
  "project.name": "Projektbezeichnung",
  "project.address": "Adresse des Objekts",
  "project.building": "Gebäudetyp und derzeitige Nutzung",
  "project.existing": "Vorhandene Unterlagen, die wir nutzen können",
  "project.existing.drawings": "Pläne (Grundrisse, Schnitte, Ansichten)",
  "project.existing.model": "Ein früheres Modell (Revit, IFC)",
  "project.existing.earlier-survey": "Ein früheres Aufmaß oder eine Punktwolke",
  "project.existing.none": "Keine verlässlichen Unterlagen",

  "purpose.heading": "Zweck des Aufmaßes",
  "purpose.hint":
    "Der Zweck bestimmt Detaillierungsgrad und Toleranz: Ein Modell für die Flächenplanung und eines für die Vorfertigung unterscheiden sich im Preis um ein Mehrfaches.",
  "purpose.uses": "Modell oder Pläne werden verwendet für",
  "purpose.uses.refurbishment": "Planung einer Sanierung oder eines Innenausbaus",
  "purpose.uses.permit": "Genehmigungsplanung",
  "purpose.uses.facility": "Facility Management oder Objektbewirtschaftung",
  "purpose.uses.coordination": "Koordination neuer TGA mit dem Bestand",
  "purpose.uses.prefabrication": "Vorfertigung von Bauteilen, die genau passen müssen",
  "purpose.uses.heritage": "Dokumentation eines Baudenkmals oder historischen Gebäudes",
  "purpose.other": "Anderer Zweck oder die Entscheidung, für die das Aufmaß die Grundlage liefern soll",

  "extent.heading": "Fläche und Umfang",
  "extent.hint":
    "Vermesser kalkulieren nach Fläche und einbezogenen Bereichen; ein Raum, der in der Leistungsbeschreibung fehlt, fehlt in jedem Angebot.",
  "extent.area": "Aufzumessende Bruttogrundfläche (m²)",
  "extent.floors": "Geschosse einschließlich Keller- und Technikgeschossen",
  "extent.includes": "Ebenfalls einbezogen",
  "extent.includes.facades": "Fassaden",
  "extent.includes.roof": "Dach und Dachaufbauten",
  "extent.includes.basements": "Keller und Tiefgaragen",
  "extent.includes.risers": "Steigschächte",
  "extent.includes.ceiling-voids": "Deckenhohlräume (Platten werden geöffnet)",
  "extent.includes.site": "Außenanlagen und Gelände",
  "extent.excluded": "Ausgenommene oder nicht zugängliche Bereiche",

  "deliverables.heading": "Ergebnisse und Formate",
  "deliverables.hint":
    "Legen Sie Dateiformate und Softwareversionen jetzt fest: Ein Modell nach der Übergabe zu konvertieren kostet Zeit, und Informationen gehen verloren.",
  "deliverables.files": "Zu liefernde Dateien",
  "deliverables.files.point-cloud": "Registrierte Punktwolke (E57, RCP)",
  "deliverables.files.revit": "Revit-Modell (RVT)",
  "deliverables.files.ifc": "IFC-Modell",
  "deliverables.files.drawings": "Grundrisse, Schnitte und Ansichten (DWG, PDF)",
  "deliverables.files.navisworks": "Koordinationsmodell (NWD)",
  "deliverables.files.qa-report": "QA/QC-Bericht",
  "deliverables.software": "Software und Version, in der sich die Dateien öffnen müssen",
  "deliverables.template": "Vorlage, Familien oder Benennungsstandard, die einzuhalten sind",

  "lod.heading": "Detaillierungsgrad nach Bauteil oder Bereich",
  "lod.hint":
    "„{{lod300}}“ allein versteht jeder Bieter anders. Verweisen Sie Bauteil für Bauteil auf die Zeilen unserer LOD-Matrix und markieren Sie auf einem Plan die Bereiche, die mehr brauchen.",
  "lod.by-element": "Stufe je Bauteil (Wände, Decken, Tragwerk, TGA…) nach der LOD-Matrix",
  "lod.by-area": "Bereiche mit höherer oder niedrigerer Stufe (Technikzentralen, Schächte, Anschlussbereiche)",
  "lod.smallest": "Kleinste zu modellierende Kanal-, Rohr- und Trassengröße",

  "accuracy.heading": "Genauigkeit und Toleranz",
  "accuracy.hint":
    "Eine engere Toleranz, als der Zweck verlangt, vervielfacht den Aufwand vor Ort und im Büro; eine zu großzügige führt zum Nachmessen. Unser Standard: {{bimTolerance}} zwischen Modell und Punktwolke in {{lod300}}.",
  "accuracy.tolerance": "Geforderte Toleranz zur Punktwolke, falls abweichend von der LOD-Matrix",
  "accuracy.checks": "Nachweis der Genauigkeit",
  "accuracy.checks.checkpoints": "Unabhängige, tachymetrisch gemessene Kontrollpunkte",
  "accuracy.checks.report-per-element": "Abweichungsbericht je Bauteil im QA/QC-Bericht",

  "coordinates.heading": "Lage- und Höhenbezugssystem",
  "coordinates.hint":
    "Ein Modell in falschen Koordinaten deckt sich weder mit der Planung noch mit dem Lageplan; es nachträglich zu verschieben, riskiert Fehler in jedem Gewerk.",
  "coordinates.system": "Lagebezug der Daten",
  "coordinates.system.national": "Landeskoordinatensystem (ETRS89/UTM, EOV, TUREF…)",
  "coordinates.system.local-grid": "Lokales Gebäude- oder Baustellenkoordinatensystem",
  "coordinates.system.architect-base-point": "Vom Architekten vorgegebener Projektbasispunkt",
  "coordinates.system.not-needed": "Kein bestimmtes System erforderlich",
  "coordinates.datum": "Höhensystem (DHHN, Baltische Höhen, TUDKA-99…) oder ein örtlicher Höhenbezug",
  "coordinates.control": "Vorhandene Festpunkte oder Höhenbolzen vor Ort",

  "access.heading": "Zugang und Einschränkungen",
  "access.hint":
    "Arbeitszeitfenster, Begleitung und Genehmigungen entscheiden, wie viele Tage das Scannen dauert; unsere Checkliste „Zugang, Genehmigungen und Sicherheit“ nennt, was vorzubereiten ist.",
  "access.conditions": "Vor Ort gilt",
  "access.conditions.occupied": "Das Gebäude ist während des Aufmaßes in Betrieb",
  "access.conditions.out-of-hours": "Arbeiten sind nur außerhalb der Betriebszeiten möglich",
  "access.conditions.induction": "Eine Sicherheitsunterweisung ist erforderlich",
  "access.conditions.permit-to-work": "Ein Erlaubnisschein ist erforderlich (Industrieanlagen, Gefahrbereiche)",
  "access.conditions.escort": "Einige Bereiche erfordern Begleitung oder Schlüssel",
  "access.conditions.drone": "Ein Drohnenflug für Dächer oder Gelände ist gewünscht",
  "access.notes": "Arbeitszeiten, Sperrbereiche, PSA und alles, was wir sonst wissen sollten",

  "schedule.heading": "Termine",
  "schedule.hint":
    "Der Liefertermin bestimmt die Größe des Teams; ein Termin, der sich nach dem Angebot verschiebt, verschiebt meist auch den Preis.",
  "schedule.site-from": "Frühester Termin, ab dem das Objekt zugänglich ist",
  "schedule.delivery-by": "Termin, zu dem die Ergebnisse vorliegen müssen",
  "schedule.milestones": "Teillieferungen oder Meilensteine (zum Beispiel ein erstes Geschoss zur Prüfung)",

  "contacts.heading": "Ansprechpartner",
  "contacts.hint":
    "Eine Person, die über den Umfang entscheidet, und eine, die die Türen öffnet: Am selben Tag beantwortete Fragen halten das Aufmaß im Zeitplan.",
  "contacts.client": "Ansprechpartner beim Auftraggeber: Name, Funktion, Telefon, E-Mail",
  "contacts.site": "Ansprechpartner vor Ort: Name, Telefon",
  "contacts.bim": "Empfänger des Modells (BIM-Manager): Name, E-Mail",
} satisfies SameKeys<typeof en>;
