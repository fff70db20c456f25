import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Lösungen für Planung und Bau",
    lead: "Aufmaß von Gebäuden, Fassaden, Bäumen und Gelände, angeschlossen an ein Festpunktnetz und geliefert als Pläne, Modelle und Punktwolken für Ihre Planung.",
    facts: [
      "Genauigkeit der Punktwolke",
      "Bis zum Festpreisangebot",
      "Projekte seit 2007",
      "Länder, in denen wir vermessen haben",
    ],
    alt: "Drahtgittermodell eines Gebäudes, schattiert mit Laserscanpunkten und gekreuzt von einer waagerechten Laserscanlinie, davor ein Scanner auf einem Stativ, der Strahlen zu den Gebäudeecken sendet",
  },
  definition: {
    nav: "Überblick",
    heading: "Was Vermessung für Planung und Bau umfasst",
    term: "Vermessung für Planung und Bau",
    text: "Vermessung für Planung und Bau erfasst den Bestand eines Gebäudes, Grundstücks oder Geländes, damit Architekten, Ingenieure und Bauunternehmen auf Grundlage gemessener Tatsachen statt alter Pläne planen und bauen. Wir erfassen mit terrestrischen Laserscannern, Tachymeter und GNSS/RTK, registrieren jeden Scan in einem gemeinsamen Festpunktnetz und übergeben die Daten in den Formaten, mit denen Ihr Team bereits arbeitet.",
    points: [
      "Terrestrisches Laserscanning, handgeführtes LiDAR, Drohnenphotogrammetrie und tachymetrische Aufnahme, je nach Objekt gewählt",
      "Jeder Scan im Festpunktnetz registriert und daran geprüft, mit QA/QC-Bericht",
      "Punktwolken als E57 und RCP, Pläne als DWG und PDF, Modelle in Revit und IFC",
      "Koordinaten im amtlichen Bezugssystem: EOV/HD72 in Ungarn, TUREF/ITRF96 in der Türkei, ETRS89/UTM in Deutschland",
    ],
    alt: "Fassadenansicht aus Scanpunkten mit Fensterraster, Maßketten für Höhe und Breite und einer waagerechten Laserscanlinie",
  },
  outcomes: {
    nav: "Nutzen",
    heading: "Was ein Aufmaß in Ihrem Projekt verändert",
    intro: "Planungsentscheidungen auf Basis geprüfter Geometrie halten auf der Baustelle stand. Zu diesen Werten verpflichten wir uns.",
    cards: [
      {
        title: "Geometrie, auf die Sie sich verlassen können",
        text: "Registrierte Punktwolken mit ±2–4 mm und Modelle innerhalb von ±5–10 mm – Kollisionen zeigen sich im Modell, nicht auf der Baustelle.",
        metric: "Toleranz des BIM-Modells",
      },
      {
        title: "Weniger späte Änderungen",
        text: "Wer auf einem gemessenen Bestand plant, muss nach Baubeginn seltener umplanen.",
        metric: "weniger späte Änderungen",
      },
      {
        title: "Daten kurz nach der Erfassung",
        text: "Bei den meisten Projekten erhalten Sie registrierte Punktwolken 48–72 Stunden, nachdem wir die Baustelle verlassen haben. Pläne und Modelle folgen zu dem im Angebot genannten Termin.",
        metric: "übliche Bearbeitungszeit nach der Erfassung",
      },
      {
        title: "Ein Team, wenn Sie es brauchen",
        text: "Regulär sind wir nach 5–6 Tagen vor Ort, bei Eilaufträgen in 48–72 Stunden, bei Objekten unter 1.000 m² in weniger als 3 Tagen.",
        metric: "reguläre Vorlaufzeit",
      },
    ],
  },
  services: {
    nav: "Leistungen",
    heading: "Kernleistungen für Planung und Bau",
    intro: "Sechs Vermessungsleistungen, ein Festpunktnetz. Kombinieren Sie sie bei einem einzigen Termin vor Ort, wenn Ihr Projekt es erfordert.",
  },
  faq: {
    nav: "FAQ",
    heading: "Häufige Fragen",
    items: [
      {
        q: "Welches Aufmaß braucht mein Projekt?",
        a: "Ein Gebäudeaufmaß erfasst ein bestehendes Gebäude innen und außen als Planungsgrundlage. Ein Denkmalaufmaß ergänzt hochauflösende Bilder und HBIM für denkmalgeschützte Bausubstanz, ein Fassadenaufmaß beschränkt sich auf die Ansichten. Baumerfassung, Geländevermessung und Absteckung betreffen das Grundstück um das Gebäude; nennen Sie uns die Planungsphase, und wir stellen die passende Kombination zusammen.",
      },
      {
        q: "Wie genau sind Ihre Aufmaße?",
        a: "Registrierte Punktwolken sind auf ±2–4 mm genau, BIM-Modelle liefern wir innerhalb von ±5–10 mm. Gebäudeaufmaße halten ±6 mm in der Lage und ±5 mm in der Höhe ein, bei einem mittleren RMSE der Registrierung von höchstens 3 mm. Zu jedem Auftrag gehört ein QA/QC-Bericht mit den erreichten Werten.",
      },
      {
        q: "Wie schnell können Sie vor Ort sein?",
        a: "Regulär sind wir 5–6 Tage nach der Beauftragung vor Ort, und Objekte unter 1.000 m² werden in weniger als 3 Tagen gescannt. Eilaufträge können wir innerhalb von 48–72 Stunden beginnen. Unsere Absteckteams sind rund um die Uhr verfügbar und innerhalb von 24–48 Stunden auf der Baustelle.",
      },
      {
        q: "Wann erhalten wir die Ergebnisse?",
        a: "Bei den meisten Projekten folgen Punktwolken und Pläne 48–72 Stunden nach der Erfassung. Fassadenaufmaße dauern 3–5 Arbeitstage, mit vollständigem CAD/BIM-Modell 7–10 Tage; Denkmalaufmaße liefern erste Ergebnisse nach 5–7 Arbeitstagen. Terrestrische Geländevermessungen liefern wir in 3–5 Tagen.",
      },
      {
        q: "Welche Dateiformate liefern Sie?",
        a: "Punktwolken liefern wir als E57 oder RCP, Pläne als DWG und PDF, Modelle als Revit (RVT) oder IFC. Orthofotos und Vermessungsdaten kommen dazu, und zu jedem Auftrag gehört ein QA/QC-Bericht. Senden Sie uns Ihre Layerstandards und Vorlagen mit der Anfrage, dann halten wir sie ein.",
      },
      {
        q: "Welchen Detaillierungsgrad haben Ihre BIM-Modelle?",
        a: "Unsere Standardmodelle haben LOD 200–300. LOD 350 und 400 sind auf Anfrage möglich, wenn ein Projekt Anschlüsse, Befestigungen oder Fertigungsdetails benötigt. HBIM für Baudenkmäler liefern wir standardmäßig in LOD 300, LOD 200–350 als Zusatzleistung.",
      },
      {
        q: "Liegt das Aufmaß im Koordinatensystem unseres Projekts?",
        a: "Ja. Wir legen mit Tachymeter und GNSS/RTK ein Festpunktnetz an und binden jeden Scan daran an, mit Restklaffen von höchstens 3 mm. Die Daten liefern wir im amtlichen Bezugssystem, etwa EOV/HD72 in Ungarn, TUREF/ITRF96 in der Türkei oder ETRS89/UTM in Deutschland, oder auf Wunsch in einem örtlichen Baustellensystem.",
      },
      {
        q: "Wie kalkulieren Sie ein Aufmaß?",
        a: "Jedes Aufmaß wird zum Festpreis angeboten, und das Angebot erhalten Sie innerhalb von 48 Stunden nach Ihrer Anfrage. Gebäudeaufmaße für Objekte unter 1.000 m² beginnen bei 1.500 USD zzgl. MwSt. Baumerfassungen werden nach Anzahl der Bäume abgerechnet, Absteckungen nach Tagen pro Vermessungsingenieur.",
      },
      {
        q: "Wo sind Sie tätig?",
        a: "Unsere Teams arbeiten von unserem Hauptsitz in Budapest und von Istanbul aus. Wir haben in 15+ Ländern in Europa, in der Türkei und im Nahen Osten vermessen; Baumerfassungen nach BS 5837 bieten wir außerdem im Vereinigten Königreich an.",
      },
    ],
  },
  cta: {
    heading: "Starten Sie mit einem Aufmaß",
    text: "Senden Sie uns Pläne, eine Objektadresse oder die ungefähre Geschossfläche. Sie erhalten innerhalb von 48 Stunden ein Festpreisangebot, und ein Vermessungsingenieur beantwortet Ihre Fragen direkt.",
  },
} satisfies SameShape<typeof en>;
