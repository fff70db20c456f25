import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "3D-Laserscanning · Scan to BIM · Vermessung",
    lead: "Wir scannen Gebäude, Anlagen, Schiffe und Gelände und liefern BIM-Modelle, CAD-Pläne und Punktwolken, auf denen Ihr Team direkt weiterplanen kann.",
    actions: [
      { label: "Angebot anfordern", to: "get-a-quote" },
      { label: "Experten fragen", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: String(COMPANY.foundingYear), label: "Gegründet in Budapest" },
      { value: COMPANY.projects, label: "Abgeschlossene Projekte" },
      { value: COMPANY.countries, label: "Länder mit Projekten" },
      { value: "48 h", label: "Bis zum Festpreisangebot" },
    ],
    visual: {
      name: "building",
      alt: "Drahtgittermodell eines mehrgeschossigen Gebäudes, gefüllt mit Laserscanpunkten und gekreuzt von einer waagerechten Laserscanlinie, daneben ein Scanner auf einem Stativ",
    },
  },
  sections: [
    {
      type: "logos",
      id: "clients",
      heading: "Planungsteams, Bauunternehmen und Anlagenbetreiber vertrauen uns",
    },
    {
      type: "cards",
      id: "advantages",
      heading: "Warum Kunden mit Pontos 3D arbeiten",
      intro: "Messdaten sind nur dann etwas wert, wenn sie verlässlich, kalkulierbar und rechtzeitig verfügbar sind.",
      cards: [
        {
          icon: "target",
          title: "Daten im Millimeterbereich",
          text: "Registrierte Punktwolken mit ±2–4 mm. Die Restklaffen an den Festpunkten von höchstens 3 mm werden geprüft, bevor modelliert wird.",
          metric: { value: "±2–4 mm", label: "Genauigkeit der Punktwolke" },
        },
        {
          icon: "price",
          title: "Festpreis, schnell kalkuliert",
          text: "Umfang, LOD, Genauigkeit und Lieferumfang stehen im Angebot. Der Preis, den Sie annehmen, ist der Preis, den Sie zahlen.",
          metric: { value: "48 h", label: "bis zum Festpreisangebot" },
        },
        {
          icon: "calendar",
          title: "Vor Ort, wenn Sie uns brauchen",
          text: "Regulär sind wir nach 5–6 Tagen vor Ort, bei Eilaufträgen in 48–72 Stunden. Bei den meisten Projekten folgen die Ergebnisse 48–72 h nach der Erfassung.",
          metric: { value: "5–6 Tage", label: "reguläre Vorlaufzeit" },
        },
        {
          icon: "shield",
          title: "Ein Team, klare Verantwortung",
          text: "Aufnahme, Registrierung, Modellierung und Qualitätssicherung aus einer Hand. Vor dem Austausch von Projektdetails unterzeichnen wir eine Geheimhaltungsvereinbarung.",
          metric: { value: String(COMPANY.teamSize), label: "Fachleute von der Aufnahme bis zur Übergabe" },
        },
      ],
    },
    {
      type: "services",
      id: "services",
      heading: "Was wir vermessen",
      intro: "Sechs Leistungsschwerpunkte – von der einzelnen Fassade bis zur Prozessanlage im laufenden Betrieb.",
      items: [
        {
          page: "aec",
          icon: "building",
          text: "Gebäude-, Denkmal- und Fassadenaufmaß, Baumerfassung, Geländevermessung und Bauabsteckung für Planungsteams, die verlässliche Bestandsdaten brauchen.",
          metric: { value: "±6 mm", label: "Gebäudeaufmaß, Lagegenauigkeit" },
        },
        {
          page: "industrial",
          icon: "factory",
          text: "Rohrleitungen, Apparate und Stahlbau, gescannt im laufenden Betrieb und modelliert für Einbindungen, Kollisionsprüfungen und Stillstandsplanung.",
          metric: { value: "LOD 300", label: "Standard für Industriemodelle" },
        },
        {
          page: "construction",
          icon: "hardhat",
          text: "Scan to BIM, Scan to CAD, Baufortschrittskontrolle und AR-integriertes BIM halten Planung, Baustelle und Modell auf demselben Stand.",
          metric: { value: "Wöchentlich", label: "Fortschrittsscans oder je Meilenstein" },
        },
        {
          page: "maritime",
          icon: "ship",
          text: "Rümpfe, Maschinenräume und Innenbereiche, gescannt im Hafen oder im Trockendock für Refit und Nachrüstung.",
          metric: { value: "24–48 h", label: "Ergebnisse aus dem Trockendock" },
        },
        {
          page: "drone",
          icon: "drone",
          text: "Orthofotos, 3D-Modelle, Bestandskarten und Lagepläne aus der Luft, über Passpunkte am Boden eingemessen.",
          metric: { value: "1–5 cm", label: "Bodenauflösung pro Pixel" },
        },
        {
          page: "construction/scan-to-bim",
          icon: "model",
          text: "Revit- und IFC-Modelle von Bestandsgebäuden für Architektur, Tragwerk und TGA. Standard ist LOD 200–300, LOD 350 und 400 auf Anfrage.",
          metric: { value: "±5–10 mm", label: "Modelltoleranz" },
        },
      ],
    },
    {
      type: "projects",
      id: "projects",
      heading: "Aktuelle Projekte",
      intro: "Ein Chemiewerk, ein Pharmawerk und ein Hotel: drei aktuelle Aufträge und die Kennwerte, nach denen wir gearbeitet haben.",
      items: [
        {
          page: "projects/tiszachem-as-built-progress",
          sector: "Chemiewerk",
          location: "Tiszaújváros, Ungarn",
          text: "Regelmäßige Scans einer Anlagenerweiterung im Abgleich mit dem Planungsmodell: Abweichungen wurden erkannt, bevor das nächste Gewerk darauf aufbaute.",
          metric: { value: "Wöchentlich", label: "Fortschrittsscans und Abweichungsberichte" },
        },
        {
          page: "projects/alfold-pharma-scan-to-bim",
          sector: "Pharmawerk",
          location: "Debrecen, Ungarn",
          text: "Ein Produktionsgebäude mit Reinräumen, bei laufendem Betrieb gescannt und für eine Sanierung modelliert.",
          metric: { value: "≤ 3 mm", label: "RMSE der Registrierung" },
        },
        {
          page: "projects/rheinblick-hotel-facade",
          sector: "Hotellerie",
          location: "Krefeld, Deutschland",
          text: "Ansichtspläne und Orthofotos einer Hotelfassade, vom Boden aus erfasst – ohne Gerüst und ohne das Hotel zu schließen.",
          metric: { value: "±5 mm", label: "Genauigkeit der Fassaden-Punktwolke" },
        },
      ],
    },
    {
      type: "process",
      id: "process",
      heading: "So läuft ein Projekt ab",
      intro: "Vier Schritte, jeder mit klarer Zuständigkeit und festem Termin.",
      steps: [
        {
          title: "Anfrage und Festpreisangebot",
          duration: "Innerhalb von 48 h",
          text: "Senden Sie uns Pläne, Fotos oder eine Adresse und den gewünschten Lieferumfang. Wir bestätigen Umfang, LOD und Genauigkeit und nennen Ihnen einen Festpreis.",
        },
        {
          title: "Scannen vor Ort",
          duration: "Vor Ort in 5–6 Tagen",
          text: "Regulär sind wir nach 5–6 Tagen vor Ort, bei Eilaufträgen in 48–72 Stunden. Wir legen mit Tachymeter und GNSS/RTK ein Festpunktnetz an und scannen alle vereinbarten Bereiche.",
        },
        {
          title: "Registrierung, Modellierung und Prüfung",
          duration: "QA-Kurzbericht binnen 24 h",
          text: "Die Scans werden im Festpunktnetz registriert, mit Restklaffen von höchstens 3 mm. Binnen 24 h folgt ein QA-Kurzbericht, dann beginnt die Modellierung.",
        },
        {
          title: "Übergabe und Korrekturen",
          duration: "Meist 48–72 h",
          text: "Bei den meisten Projekten liegen die Ergebnisse 48–72 h nach der Erfassung vor, mit QA/QC-Bericht. Für Denkmalaufmaße und größere BIM-Umfänge nennt das Angebot einen festen Liefertermin.",
        },
      ],
    },
    {
      type: "deliverables",
      id: "deliverables",
      heading: "Was Sie erhalten",
      intro: "Dateien in den Formaten, die Ihre Software öffnet – in Ihrem Koordinatensystem und nach Ihren Standards.",
      items: [
        {
          icon: "model",
          title: "BIM-Modelle",
          text: "Modelle für Architektur, Tragwerk und TGA im vereinbarten LOD, bereit für Planung und Koordination.",
          formats: ["RVT", "IFC"],
        },
        {
          icon: "drafting",
          title: "2D-CAD-Pläne",
          text: "Grundrisse, Schnitte und Ansichten im Maßstab 1:50, 1:100 oder 1:200, mit Ihren Layern und Planköpfen.",
          formats: ["DWG", "DXF", "PDF"],
        },
        {
          icon: "scan",
          title: "Punktwolken",
          text: "Registrierte, bereinigte und georeferenzierte Scans mit ±2–4 mm, direkt ladbar in Revit, AutoCAD oder Navisworks.",
          formats: ["E57", "RCP", "LAS"],
        },
        {
          icon: "image",
          title: "Orthofotos",
          text: "Maßstäbliche, verzerrungsfreie Bilder von Fassaden und Grundstücken aus Laserscans oder Drohnenphotogrammetrie.",
          formats: ["GeoTIFF"],
        },
        {
          icon: "data",
          title: "Vermessungsdaten",
          text: "Festpunkte, Koordinaten und Höhen im amtlichen Bezugssystem, für Ihren Vermessungsingenieur oder Ihr GIS.",
          formats: ["CSV", "TXT", "LandXML"],
        },
        {
          icon: "report",
          title: "QA/QC-Berichte",
          text: "RMSE der Registrierung, Restklaffen und Abweichungsprüfungen – damit Sie sehen, welche Genauigkeit erreicht wurde.",
          formats: ["PDF"],
        },
        {
          icon: "layers",
          title: "Texturierte 3D-Netzmodelle",
          text: "Fototexturierte Netzmodelle von Gebäuden, Bauwerken und Gelände für Visualisierung, Planung und Dokumentation.",
          formats: ["OBJ", "FBX"],
        },
        {
          icon: "plot",
          title: "Topografische Pläne und Lagepläne",
          text: "Höhenpunkte, Höhenlinien, Grundstücksgrenzen und Geländeelemente für Bauanträge und die Freiflächenplanung.",
          formats: ["DWG", "SHP", "GeoJSON"],
        },
        {
          icon: "eye",
          title: "Virtuelle Rundgänge",
          text: "Panorama-Rundgänge und der Browser-Viewer Visual Plant, mit rollenbasierten Zugriffsrechten für Ihre Teams und Auftragnehmer.",
          formats: ["Web-Viewer", "360°-JPG"],
        },
      ],
    },
    {
      type: "faq",
      id: "faq",
      heading: "Häufige Fragen",
      items: [
        {
          q: "Was kostet ein Aufmaß mit 3D-Laserscanning?",
          a: "Jeder Auftrag wird zum Festpreis angeboten: Der Preis, den Sie annehmen, ist der Preis, den Sie zahlen. Er richtet sich nach der zu erfassenden Fläche, der Zugänglichkeit, dem Detaillierungsgrad und dem Lieferumfang. Senden Sie uns Pläne, Fotos oder eine Adresse, und Sie erhalten innerhalb von 48 Stunden ein Angebot.",
        },
        {
          q: "Wie genau sind Ihre Aufmaße?",
          a: "Registrierte Punktwolken erreichen typischerweise ±2–4 mm, und die Restklaffen an den Festpunkten werden vor der Modellierung auf höchstens 3 mm geprüft. BIM-Modelle liefern wir mit ±5–10 mm, Gebäudeaufmaße mit ±6 mm Lagegenauigkeit. Zu jedem Projekt gehört ein QA/QC-Bericht mit den erreichten Werten.",
        },
        {
          q: "Wie schnell können Sie beginnen und liefern?",
          a: "Regulär sind wir nach 5–6 Tagen vor Ort, bei Eilaufträgen in 48–72 Stunden; Objekte unter 1.000 m² lassen sich in weniger als 3 Tagen einplanen. Bei den meisten Projekten folgen die Ergebnisse 48–72 h nach der Erfassung, bei Bau- und Drohnenprojekten nach 24–72 h. Fassaden- und Denkmalaufmaße sowie größere BIM-Umfänge dauern länger; hier nennt das Angebot einen festen Liefertermin.",
        },
        {
          q: "Für welche Formate und welche Software liefern Sie?",
          a: "Wir liefern Modelle als Revit (RVT) und IFC, Pläne als DWG, DXF und PDF, Punktwolken als E57, RCP und LAS, Orthofotos als GeoTIFF und Vermessungsdaten als CSV, TXT oder LandXML. Nennen Sie uns Software und Version, Vorlagen und Benennungsregeln – die Dateien richten sich danach.",
        },
        {
          q: "Arbeiten Sie auch außerhalb Ungarns?",
          a: `Ja. Von unseren Büros in Budapest und Istanbul aus haben wir in ${COMPANY.countries} Ländern gearbeitet, am häufigsten in Ungarn, der Türkei und Deutschland sowie in ganz Europa und im Nahen Osten. Die Aufmaße beziehen sich auf das amtliche Bezugssystem des jeweiligen Landes, etwa EOV in Ungarn, TUREF in der Türkei oder ETRS89/UTM in Deutschland.`,
        },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      heading: "Beschreiben Sie uns Ihr Objekt",
      text: "Senden Sie uns Pläne, Fotos oder einfach eine Adresse. Sie erhalten innerhalb von 48 Stunden ein Festpreisangebot – oder sprechen vorab mit einem Vermessungsingenieur, der Objekte wie Ihres bereits gescannt hat.",
      actions: [
        { label: "Angebot anfordern", to: "get-a-quote" },
        { label: "Experten fragen", to: "talk-to-an-expert" },
      ],
    },
  ],
};

export default content;
