import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Gebäudeaufmaß",
    lead: "Grundrisse, Schnitte, Ansichten und Revit-Modelle von Bestandsgebäuden aus dem Laserscan, geprüft am Festpunktnetz. Korrekturen innerhalb von 48 Stunden nach der Übergabe sind inbegriffen.",
    facts: [
      "Lagegenauigkeit",
      "Höhengenauigkeit",
      "Mittlerer RMSE der Registrierung",
      "Für Korrekturen nach der Übergabe",
    ],
    alt: "Grundriss mehrerer Räume mit über Scanpunkte gezeichneten Wänden, fünf durch Sichtlinien verbundenen Scannerstandpunkten und einer waagerechten Laserscanlinie",
  },
  outcomes: {
    nav: "Nutzen",
    heading: "Was Ihnen ein Gebäudeaufmaß bringt",
    intro: "Ein Aufmaß nützt nur, wenn das Planungsteam ihm vertrauen kann. Wir nennen die Toleranzen vorab und weisen sie im QA/QC-Bericht nach.",
    cards: [
      {
        title: "Pläne, die dem Gebäude entsprechen",
        text: "Wände, Öffnungen und Höhen aus der Punktwolke gemessen statt aus Archivplänen abgezeichnet – mit zugesicherter Lagetoleranz.",
        metric: "Lagegenauigkeit",
      },
      {
        title: "Weniger Überraschungen auf der Baustelle",
        text: "Wer auf einem gemessenen Bestand plant, hat weniger Änderungen, wenn das ausführende Unternehmen schon begonnen hat.",
        metric: "weniger späte Änderungen",
      },
      {
        title: "Pläne wenige Tage nach dem Termin",
        text: "Registrierung, Prüfung und Zeichnung beginnen am Tag, an dem wir die Baustelle verlassen; erste Ergebnisse folgen meist innerhalb von 48–72 Stunden.",
        metric: "übliche Bearbeitungszeit nach der Erfassung",
      },
      {
        title: "Ein Festpreis, vorab vereinbart",
        text: "Objekte unter 1.000 m² ab 1.500 USD zzgl. MwSt. Für größere Gebäude erhalten Sie innerhalb von 48 Stunden ein Festpreisangebot.",
        metric: "zzgl. MwSt., Objekte unter 1.000 m²",
      },
    ],
  },
  process: {
    nav: "Ablauf",
    heading: "So läuft ein Gebäudeaufmaß ab",
    intro: "Vier Schritte von Ihrer Anfrage bis zu Plänen, auf denen Ihr Team aufbauen kann.",
    steps: [
      {
        title: "Anfrage und Beauftragung",
        duration: "5–6 Tage Vorlaufzeit",
        text: "Senden Sie uns Adresse, Geschossfläche und die gewünschten Pläne oder Modelle. Wir bestätigen Umfang, LOD und Maßstab in einem Festpreisangebot und planen den Termin.",
      },
      {
        title: "Scannen vor Ort",
        duration: "Unter 3 Tage bei < 1.000 m²",
        text: "Bei Objekten unter 1.000 m² sind wir in weniger als 3 Tagen vor Ort. Wir legen die Festpunkte mit dem Tachymeter an und scannen jeden Raum, jede Fassade und jeden Dachraum im vereinbarten Umfang.",
      },
      {
        title: "Auswertung und Prüfung",
        duration: "48–72 h nach der Erfassung",
        text: "Die Scans werden mit einem mittleren RMSE von höchstens 3 mm im Festpunktnetz registriert, dann gezeichnet oder modelliert und gegen die Punktwolke geprüft.",
      },
      {
        title: "Übergabe und Korrekturen",
        duration: "Korrekturen innerhalb von 48 h",
        text: "Sie erhalten Pläne, Modell, Punktwolke und QA/QC-Bericht. Senden Sie uns innerhalb von 48 Stunden nach der Übergabe Ihre Anmerkungen, und wir korrigieren ohne Mehrkosten.",
      },
    ],
  },
  audiences: {
    nav: "Zielgruppen",
    heading: "Für wen wir arbeiten",
    cards: [
      {
        title: "Architekten",
        text: "Genaue Bestandspläne und Revit-Modelle für Machbarkeitsstudien, Genehmigungs- und Umbauplanung, in Ihren Vorlagen und Layerstandards.",
      },
      {
        title: "Projektentwickler",
        text: "Geprüfte Flächen und eine Bestandsdokumentation für Ankaufsprüfung, Bewertung und frühe Planungsentscheidungen.",
      },
      {
        title: "Bauunternehmen",
        text: "Gemessener Bestand für Ausführungsplanung, Vorfertigung und Koordination, bevor die Entkernung beginnt.",
      },
    ],
  },
  testimonials: {
    nav: "Referenzen",
    heading: "Was unsere Kunden sagen",
    items: [
      {
        quote: "Wir sanieren denkmalgeschützte Wohnhäuser, in denen kein Geschoss dem anderen gleicht. Pontos 3D hat uns Pläne und ein Revit-Modell geliefert, die mit den Wänden vor Ort übereinstimmten, und die Korrekturrunde dauerte einen Tag.",
        role: "Projektarchitektin, Budapest",
      },
      {
        quote: "Das Aufmaß kam mit einem QA/QC-Bericht samt Registrierungswerten, sodass unsere Ingenieure vor der Vorfertigung nichts nachmessen mussten.",
        role: "Projektleiter, Istanbul",
      },
    ],
  },
  faq: {
    nav: "FAQ",
    heading: "Häufige Fragen",
    items: [
      {
        q: "Wie genau ist ein Gebäudeaufmaß?",
        a: "Unser Standard sind ±6 mm Lage- und ±5 mm Höhengenauigkeit. Die Scans werden mit einem mittleren RMSE von höchstens 3 mm in einem Festpunktnetz registriert. Die erreichten Werte stehen im QA/QC-Bericht, den Sie mit den Plänen erhalten.",
      },
      {
        q: "Was kostet ein Gebäudeaufmaß?",
        a: "Aufmaße von Objekten unter 1.000 m² beginnen bei 1.500 USD zzgl. MwSt. Größere oder komplexere Gebäude bieten wir zum Festpreis an, abhängig von Geschossfläche, Zugänglichkeit und gewünschtem Lieferumfang. Das Angebot erhalten Sie innerhalb von 48 Stunden nach Ihrer Anfrage.",
      },
      {
        q: "Wie schnell können Sie aufmessen und liefern?",
        a: "Regulär sind wir 5–6 Tage nach der Beauftragung vor Ort, und Objekte unter 1.000 m² werden in weniger als 3 Tagen gescannt. Eilaufträge können wir innerhalb von 48–72 Stunden beginnen. Die Ergebnisse folgen in der Regel 48–72 Stunden nach der Erfassung.",
      },
      {
        q: "Welche Ergebnisse erhalten wir?",
        a: "Grundrisse, Schnitte und Ansichten als DWG und PDF im Maßstab 1:50, 1:100 oder 1:200 sowie Revit- oder IFC-Modelle in LOD 200–300, auf Anfrage auch in LOD 350 und 400. Dazu erhalten Sie die registrierte Punktwolke als E57 oder RCP und einen QA/QC-Bericht.",
      },
      {
        q: "Wie funktioniert die Korrekturfrist von 48 Stunden?",
        a: "Nach der Übergabe haben Sie 48 Stunden Zeit, Pläne und Modell zu prüfen und uns Ihre Anmerkungen zu senden. Alles, was nicht mit der Punktwolke oder dem vereinbarten Umfang übereinstimmt, korrigieren wir ohne Mehrkosten. Änderungen am Leistungsumfang selbst bieten wir gesondert an.",
      },
      {
        q: "Können Sie ein genutztes Gebäude aufmessen?",
        a: "Ja. Wir stimmen die Scanreihenfolge Raum für Raum mit Ihrer Objektverwaltung ab und arbeiten um Mieter, Öffnungszeiten und gesperrte Bereiche herum. Das Scannen ist berührungslos und leise, sodass der normale Betrieb im Gebäude weiterläuft.",
      },
    ],
  },
  cta: {
    heading: "Lassen Sie Ihr Gebäude aufmessen",
    text: "Nennen Sie uns Adresse, Geschossfläche und die gewünschten Pläne. Innerhalb von 48 Stunden erhalten Sie ein Festpreisangebot.",
  },
  offer: {
    name: "Gebäudeaufmaß, Objekt unter 1.000 m²",
    eligibility: "Zuzüglich MwSt., für Objekte unter 1.000 m²",
  },
} satisfies SameShape<typeof en>;
