import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "3D-Laserscanning · Scan to BIM · Vermessung",
    lead: "Wir scannen Gebäude, Anlagen, Schiffe und Gelände und liefern BIM-Modelle, CAD-Pläne und Punktwolken, auf denen Ihr Team direkt weiterplanen kann.",
    facts: [
      "Gegründet in Budapest",
      "Abgeschlossene Projekte",
      "Länder mit Projekten",
      "Bis zum Festpreisangebot",
    ],
    alt: "Drahtgittermodell eines mehrgeschossigen Gebäudes, gefüllt mit Laserscanpunkten und gekreuzt von einer waagerechten Laserscanlinie, daneben ein Scanner auf einem Stativ",
  },
  clients: {
    heading: "Planungsteams, Bauunternehmen und Anlagenbetreiber vertrauen uns",
  },
  advantages: {
    heading: "Warum Kunden mit Pontos 3D arbeiten",
    intro: "Messdaten sind nur dann etwas wert, wenn sie verlässlich, kalkulierbar und rechtzeitig verfügbar sind.",
    cards: [
      {
        title: "Daten im Millimeterbereich",
        text: "Registrierte Punktwolken mit {{pointCloudAccuracy}}. Vor der Modellierung prüfen wir, dass die Restklaffen an den Festpunkten höchstens {{controlResidualsMm}} mm betragen.",
        metric: "Genauigkeit der Punktwolke",
      },
      {
        title: "Festpreis, schnell kalkuliert",
        text: "Umfang, LOD, Genauigkeit und Lieferumfang stehen im Angebot. Es bleibt beim angebotenen Festpreis – ohne Nachträge.",
        metric: "bis zum Festpreisangebot",
      },
      {
        title: "Vor Ort, wenn Sie uns brauchen",
        text: "Regulär sind wir nach {{mobilisationStandardDays}} Tagen vor Ort, bei Eilaufträgen in {{mobilisationUrgentHours}} Stunden. Bei den meisten Projekten folgen die Ergebnisse {{turnaroundHours}} h nach der Erfassung.",
        metric: "reguläre Vorlaufzeit",
      },
      {
        title: "Ein Team, klare Verantwortung",
        text: "Aufnahme, Registrierung, Modellierung und Qualitätssicherung aus einer Hand. Vor dem Austausch von Projektdetails unterzeichnen wir eine Geheimhaltungsvereinbarung.",
        metric: "Fachleute von der Aufnahme bis zur Übergabe",
      },
    ],
  },
  services: {
    heading: "Was wir vermessen",
    intro: "Sechs Leistungsschwerpunkte – von der einzelnen Fassade bis zur Prozessanlage im laufenden Betrieb.",
  },
  projects: {
    heading: "Aktuelle Projekte",
    intro: "Ein Chemiewerk, ein Pharmawerk und ein Hotel: drei aktuelle Aufträge und die Kennwerte, nach denen wir gearbeitet haben.",
  },
  process: {
    heading: "So läuft ein Projekt ab",
    intro: "Vier Schritte, jeder mit klarer Zuständigkeit und festem Termin.",
    steps: [
      {
        title: "Anfrage und Festpreisangebot",
        duration: "Innerhalb von {{quoteTurnaroundHours}} h",
        text: "Senden Sie uns Pläne, Fotos oder eine Adresse und den gewünschten Lieferumfang. Wir bestätigen Umfang, LOD und Genauigkeit und nennen Ihnen einen Festpreis.",
      },
      {
        title: "Scannen vor Ort",
        duration: "Vor Ort in {{mobilisationStandardDays}} Tagen",
        text: "Regulär sind wir nach {{mobilisationStandardDays}} Tagen vor Ort, bei Eilaufträgen in {{mobilisationUrgentHours}} Stunden. Wir legen mit Tachymeter und GNSS/RTK ein Festpunktnetz an und scannen alle vereinbarten Bereiche.",
      },
      {
        title: "Registrierung, Modellierung und Prüfung",
        duration: "QA-Kurzbericht binnen {{qaMemoHours}} h",
        text: "Die Scans werden im Festpunktnetz registriert, mit Restklaffen von höchstens {{controlResidualsMm}} mm. Binnen {{qaMemoHours}} h folgt ein QA-Kurzbericht, dann beginnt die Modellierung.",
      },
      {
        title: "Übergabe und Korrekturen",
        duration: "Meist {{turnaroundHours}} h",
        text: "Bei den meisten Projekten liegen die Ergebnisse {{turnaroundHours}} h nach der Erfassung vor, mit QA/QC-Bericht. Für Denkmalaufmaße und größere BIM-Umfänge nennt das Angebot einen festen Liefertermin.",
      },
    ],
  },
  deliverables: {
    heading: "Was Sie erhalten",
    intro: "Dateien in den Formaten, die Ihre Software öffnet – in Ihrem Koordinatensystem und nach Ihren Standards.",
    items: [
      {
        title: "BIM-Modelle",
        text: "Modelle für Architektur, Tragwerk und TGA im vereinbarten LOD, bereit für Planung und Koordination.",
      },
      {
        title: "2D-CAD-Pläne",
        text: "Grundrisse, Schnitte und Ansichten im gewünschten Maßstab ({{drawingScales}}), mit Ihren Layern und Planköpfen.",
      },
      {
        title: "Punktwolken",
        text: "Registrierte, bereinigte und georeferenzierte Scans mit {{pointCloudAccuracy}}, direkt ladbar in Revit, AutoCAD oder Navisworks.",
      },
      {
        title: "Orthofotos",
        text: "Maßstäbliche, verzerrungsfreie Bilder von Fassaden und Grundstücken aus Laserscans oder Drohnenphotogrammetrie.",
      },
      {
        title: "Vermessungsdaten",
        text: "Festpunkte, Koordinaten und Höhen im amtlichen Bezugssystem, für Ihren Vermessungsingenieur oder Ihr GIS.",
      },
      {
        title: "QA/QC-Berichte",
        text: "RMSE der Registrierung, Restklaffen und Abweichungsprüfungen – damit Sie sehen, welche Genauigkeit erreicht wurde.",
      },
      {
        title: "Texturierte 3D-Netzmodelle",
        text: "Fototexturierte Netzmodelle von Gebäuden, Bauwerken und Gelände für Visualisierung, Planung und Dokumentation.",
      },
      {
        title: "Topografische Pläne und Lagepläne",
        text: "Höhenpunkte, Höhenlinien, Grundstücksgrenzen und Geländeelemente für Bauanträge und die Freiflächenplanung.",
      },
      {
        title: "Virtuelle Rundgänge und Web-Viewer",
        text: "Panorama-Rundgänge und der Browser-Viewer Visual Plant, mit rollenbasierten Zugriffsrechten für Ihre Teams und Auftragnehmer.",
      },
    ],
  },
  faq: {
    heading: "Häufige Fragen",
    items: [
      {
        q: "Was kostet ein Aufmaß mit 3D-Laserscanning?",
        a: "Für jeden Auftrag erhalten Sie ein verbindliches Angebot: Es bleibt beim angebotenen Festpreis – ohne Nachträge. Er richtet sich nach der zu erfassenden Fläche, der Zugänglichkeit, dem Detaillierungsgrad und dem Lieferumfang. Senden Sie uns Pläne, Fotos oder eine Adresse, und Sie erhalten innerhalb von {{quoteTurnaroundHours}} Stunden ein Angebot.",
      },
      {
        q: "Wie genau sind Ihre Aufmaße?",
        a: "Registrierte Punktwolken erreichen typischerweise {{pointCloudAccuracy}}, und vor der Modellierung prüfen wir, dass die Restklaffen an den Festpunkten höchstens {{controlResidualsMm}} mm betragen. BIM-Modelle liefern wir mit {{bimTolerance}}, Gebäudeaufmaße mit {{architecturalPlanimetric}} Lagegenauigkeit. Zu jedem Projekt gehört ein QA/QC-Bericht mit den erreichten Werten.",
      },
      {
        q: "Wie schnell können Sie beginnen und liefern?",
        a: "Regulär sind wir nach {{mobilisationStandardDays}} Tagen vor Ort, bei Eilaufträgen in {{mobilisationUrgentHours}} Stunden; Objekte unter {{smallSiteArea}} m² lassen sich in weniger als {{smallSiteMobilisationDays}} Tagen einplanen. Bei den meisten Projekten folgen die Ergebnisse {{turnaroundHours}} h nach der Erfassung, bei Bau- und Drohnenprojekten nach {{constructionDroneTurnaroundHours}} h. Fassaden- und Denkmalaufmaße sowie größere BIM-Umfänge dauern länger; hier nennt das Angebot einen festen Liefertermin.",
      },
      {
        q: "Für welche Formate und welche Software liefern Sie?",
        a: "Wir liefern Modelle als Revit (RVT) und IFC, Pläne als DWG, DXF und PDF, Punktwolken als E57, RCP und LAS, Orthofotos als GeoTIFF und Vermessungsdaten als CSV, TXT oder LandXML. Nennen Sie uns Software und Version, Vorlagen und Benennungsregeln – die Dateien richten sich danach.",
      },
      {
        q: "Arbeiten Sie auch außerhalb Ungarns?",
        a: "Ja. Von unseren Büros in Budapest und Istanbul aus haben wir in {{countries}} Ländern gearbeitet, am häufigsten in Ungarn, der Türkei und Deutschland sowie in ganz Europa und im Nahen Osten. Die Aufmaße beziehen sich auf das amtliche Bezugssystem des jeweiligen Landes, etwa EOV in Ungarn, TUREF in der Türkei oder ETRS89/UTM in Deutschland.",
      },
    ],
  },
  cta: {
    heading: "Beschreiben Sie uns Ihr Objekt",
    text: "Senden Sie uns Pläne, Fotos oder einfach eine Adresse. Sie erhalten innerhalb von {{quoteTurnaroundHours}} Stunden ein Festpreisangebot – oder sprechen vorab mit einem Vermessungsingenieur, der Objekte wie Ihres bereits gescannt hat.",
  },
} satisfies SameShape<typeof en>;
