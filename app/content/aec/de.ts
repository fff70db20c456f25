import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "Lösungen für Planung und Bau",
    lead: "Aufmaß von Gebäuden, Fassaden, Bäumen und Gelände, angeschlossen an ein Festpunktnetz und geliefert als Pläne, Modelle und Punktwolken für Ihre Planung.",
    actions: [
      { label: "Angebot anfordern", to: "get-a-quote" },
      { label: "Experten fragen", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: "±2–4 mm", label: "Genauigkeit der Punktwolke" },
      { value: "48 h", label: "Bis zum Festpreisangebot" },
      { value: COMPANY.projects, label: `Projekte seit ${COMPANY.foundingYear}` },
      { value: COMPANY.countries, label: "Länder, in denen wir vermessen haben" },
    ],
    visual: {
      name: "building",
      alt: "Drahtgittermodell eines Gebäudes, schattiert mit Laserscanpunkten und gekreuzt von einer waagerechten Laserscanlinie, davor ein Scanner auf einem Stativ, der Strahlen zu den Gebäudeecken sendet",
    },
  },
  anchorNavLabel: "Auf dieser Seite",
  sections: [
    {
      type: "definition",
      id: "what-is",
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
      visual: {
        name: "facade",
        alt: "Fassadenansicht aus Scanpunkten mit Fensterraster, Maßketten für Höhe und Breite und einer waagerechten Laserscanlinie",
      },
    },
    {
      type: "cards",
      id: "outcomes",
      nav: "Nutzen",
      heading: "Was ein Aufmaß in Ihrem Projekt verändert",
      intro: "Planungsentscheidungen auf Basis geprüfter Geometrie halten auf der Baustelle stand. Zu diesen Werten verpflichten wir uns.",
      cards: [
        {
          icon: "target",
          title: "Geometrie, auf die Sie sich verlassen können",
          text: "Registrierte Punktwolken mit ±2–4 mm und Modelle innerhalb von ±5–10 mm – Kollisionen zeigen sich im Modell, nicht auf der Baustelle.",
          metric: { value: "±5–10 mm", label: "Toleranz des BIM-Modells" },
        },
        {
          icon: "shield",
          title: "Weniger späte Änderungen",
          text: "Wer auf einem gemessenen Bestand plant, muss nach Baubeginn seltener umplanen.",
          metric: { value: "über 30 %", label: "weniger späte Änderungen" },
        },
        {
          icon: "fast",
          title: "Daten kurz nach der Erfassung",
          text: "Bei den meisten Projekten erhalten Sie registrierte Punktwolken 48–72 Stunden, nachdem wir die Baustelle verlassen haben. Pläne und Modelle folgen zu dem im Angebot genannten Termin.",
          metric: { value: "48–72 h", label: "übliche Bearbeitungszeit nach der Erfassung" },
        },
        {
          icon: "calendar",
          title: "Ein Team, wenn Sie es brauchen",
          text: "Regulär sind wir nach 5–6 Tagen vor Ort, bei Eilaufträgen in 48–72 Stunden, bei Objekten unter 1.000 m² in weniger als 3 Tagen.",
          metric: { value: "5–6 Tage", label: "reguläre Vorlaufzeit" },
        },
      ],
    },
    {
      type: "services",
      id: "core-services",
      nav: "Leistungen",
      heading: "Kernleistungen für Planung und Bau",
      intro: "Sechs Vermessungsleistungen, ein Festpunktnetz. Kombinieren Sie sie bei einem einzigen Termin vor Ort, wenn Ihr Projekt es erfordert.",
      items: [
        {
          page: "aec/architectural-survey",
          icon: "building",
          text: "Grundrisse, Schnitte, Ansichten und BIM-Modelle von Bestandsgebäuden, mit einer Korrekturfrist von 48 Stunden nach der Übergabe.",
          metric: { value: "±6 mm", label: "Lagegenauigkeit" },
        },
        {
          page: "aec/heritage-survey",
          icon: "heritage",
          text: "Berührungsloses Laserscanning und Photogrammetrie historischer Bausubstanz, mit HBIM in LOD 300 und Bildern bis 1 mm GSD.",
          metric: { value: "±3 mm", label: "Genauigkeit der Punktwolke" },
        },
        {
          page: "aec/facade-survey",
          icon: "layers",
          text: "Ansichten, Orthofotos bis 2 mm GSD und Fassadenmodelle, vom Boden aus erfasst – ganz ohne Gerüst.",
          metric: { value: "Bis zu 90 %", label: "weniger Arbeitszeit in der Höhe" },
        },
        {
          page: "aec/tree-survey",
          icon: "tree",
          text: "Baumerfassung nach BS 5837:2012 mit den Kategorien A, B, C und U und Restriktionsplan, abgerechnet nach Anzahl der Bäume.",
          metric: { value: "Bis zu 50", label: "erfasste Bäume pro Tag" },
        },
        {
          page: "aec/construction-setting-out",
          icon: "target",
          text: "Achsen, Höhen und Ankerschrauben, abgesteckt mit Tachymeter und GNSS/RTK, mit Abweichungsbericht innerhalb einer Stunde nach jeder Kontrolle.",
          metric: { value: "±3–5 mm", label: "Absteckgenauigkeit" },
        },
        {
          page: "aec/land-surveying",
          icon: "terrain",
          text: "Topografische Aufnahmen, Geländemodelle und Höhenlinienpläne auf einem Festpunktnetz mit ±5 mm, per Drohne oder terrestrisch.",
          metric: { value: "±20 mm", label: "Lagegenauigkeit (RMSE)" },
        },
      ],
    },
    {
      type: "faq",
      id: "faq",
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
          a: `Jedes Aufmaß wird zum Festpreis angeboten, und das Angebot erhalten Sie innerhalb von ${COMPANY.quoteTurnaroundHours} Stunden nach Ihrer Anfrage. Gebäudeaufmaße für Objekte unter 1.000 m² beginnen bei 1.500 USD zzgl. MwSt. Baumerfassungen werden nach Anzahl der Bäume abgerechnet, Absteckungen nach Tagen pro Vermessungsingenieur.`,
        },
        {
          q: "Wo sind Sie tätig?",
          a: `Unsere Teams arbeiten von unserem Hauptsitz in Budapest und von Istanbul aus. Wir haben in ${COMPANY.countries} Ländern in Europa, in der Türkei und im Nahen Osten vermessen; Baumerfassungen nach BS 5837 bieten wir außerdem im Vereinigten Königreich an.`,
        },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      nav: "Anfrage",
      heading: "Starten Sie mit einem Aufmaß",
      text: "Senden Sie uns Pläne, eine Objektadresse oder die ungefähre Geschossfläche. Sie erhalten innerhalb von 48 Stunden ein Festpreisangebot, und ein Vermessungsingenieur beantwortet Ihre Fragen direkt.",
      actions: [
        { label: "Angebot anfordern", to: "get-a-quote" },
        { label: "Experten fragen", to: "talk-to-an-expert" },
      ],
    },
  ],
  service: { serviceType: "Aufmaß und Vermessung für Planung und Bau" },
};

export default content;
