import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Denkmalaufmaß und HBIM",
    lead: "Berührungsloses Laserscanning und Photogrammetrie historischer Gebäude, geliefert als Punktwolken, entzerrte Bilder und HBIM-Modelle für Konservierung und Restaurierung.",
    facts: [
      "Genauigkeit der Punktwolke",
      "Toleranz des HBIM-Modells",
      "Feinste Bildauflösung",
      "Geschossfläche je Aufmaß",
    ],
    alt: "Strichzeichnung eines historischen Gebäudes mit Kuppel und drei Bogenöffnungen, gefüllt mit Scanpunkten und gekreuzt von einer waagerechten Laserscanlinie, daneben ein Laserscanner auf einem Stativ",
    actions: [
      "Angebot anfordern",
      "Beispieldaten anfordern",
      "Telefontermin vereinbaren",
    ],
  },
  definition: {
    nav: "Überblick",
    heading: "Was ein Denkmalaufmaß ist",
    term: "Denkmalaufmaß (HBIM)",
    text: "Ein Denkmalaufmaß dokumentiert ein historisches Gebäude so, wie es heute dasteht – ohne es zu berühren. Laserscans erfassen die Geometrie, hochauflösende Fotografie Oberfläche und Farbe. Beides wird zu einer Punktwolke, entzerrten Bildern und einem digitalen Bauwerksmodell des Denkmals (HBIM) zusammengeführt, mit dem Architekten in der Denkmalpflege, Ingenieure und Denkmalbehörden arbeiten können.",
    points: [
      "Terrestrisches Laserscanning und Photogrammetrie, mit Tachymeter und GNSS/RTK an ein Festpunktnetz angeschlossen",
      "Unregelmäßige Wände, Gewölbe, Profile und Verformungen so erfasst, wie sie sind – nicht idealisiert",
      "HBIM in Revit und IFC, mit Bauteilen klassifiziert für Denkmalpflege und Instandhaltungsplanung",
      "Eine dauerhafte Dokumentation der Bausubstanz vor dem Eingriff, für denkmalrechtliche Genehmigungen und Archive",
    ],
  },
  benefits: {
    nav: "Vorteile",
    heading: "Warum wir historische Bausubstanz so erfassen",
    intro: "Kurze Zeit vor Ort, eine vollständige Dokumentation und Modelle in dem Detaillierungsgrad, den die Denkmalpflege braucht.",
    cards: [
      {
        title: "Kurze Zeit vor Ort",
        text: "Ein Gebäude bis 1.500 m² wird in 1–2 Tagen erfasst, sodass Kirchen, Museen und Büros mit geringen Einschränkungen geöffnet bleiben.",
        metric: "vor Ort",
      },
      {
        title: "Erste Ergebnisse in Tagen statt Wochen",
        text: "Zuerst kommen registrierte Punktwolken und entzerrte Bilder, danach Pläne und das HBIM-Modell.",
        metric: "Arbeitstage bis zu den ersten Ergebnissen",
      },
      {
        title: "HBIM im passenden Detaillierungsgrad",
        text: "Modelle liefern wir standardmäßig in LOD 300. LOD 200 für Baukörperstudien oder LOD 350 für detaillierte Bauteile sind als Zusatzleistung möglich.",
        metric: "HBIM-Standard, LOD 200–350 optional",
      },
      {
        title: "Schonend für empfindliche Substanz",
        text: "Die Erfassung ist vollständig berührungslos: keine auf Putz, Fresken oder Stein geklebten Zielmarken und keine Last auf gefährdeten Oberflächen.",
        metric: "Punktwolke, ohne die Substanz zu berühren",
      },
    ],
  },
  deliverables: {
    nav: "Ergebnisse",
    heading: "Was Sie erhalten",
    intro: "Alle Ergebnisse beziehen sich auf dasselbe Festpunktnetz, sodass Pläne, Bilder und Modell deckungsgleich sind.",
    items: [
      {
        title: "HBIM-Modell",
        text: "Revit- und IFC-Modell in LOD 300, innerhalb von ±10 mm zur Punktwolke, mit Wänden, Gewölben, Öffnungen und Bauschmuck im tatsächlichen Zustand modelliert.",
      },
      {
        title: "Registrierte Punktwolke",
        text: "Eingefärbte Punktwolke mit ±3 mm, im Festpunktnetz registriert und bereit für Revit, AutoCAD oder Ihren Viewer.",
      },
      {
        title: "Orthofotos und entzerrte Bilder",
        text: "Maßstäbliche, geometrisch exakte Bilder von Ansichten, Decken und Böden mit bis zu 1 mm GSD für die steingerechte Auswertung.",
      },
      {
        title: "2D-Ansichten und Schnitte",
        text: "Ansichten, Schnitte und Grundrisse aus der Punktwolke gezeichnet, nach Ihrem Layerstandard und im gewünschten Maßstab.",
      },
      {
        title: "Zustands- und Schadenskartierung",
        text: "Risse, Substanzverluste, Feuchte und frühere Reparaturen, kartiert auf Orthofotos und Ansichten, für Restaurierungsberichte und Kostenschätzungen.",
      },
    ],
  },
  faq: {
    nav: "FAQ",
    heading: "Häufige Fragen",
    items: [
      {
        q: "Ist Laserscanning für empfindliche historische Substanz unbedenklich?",
        a: "Ja. Laserscanning und Photogrammetrie arbeiten vollständig berührungslos. Wir befestigen keine Zielmarken an Putz, Farbfassungen oder Stein und stellen Instrumente nur dort auf, wo der Eigentümer oder Verwalter des Gebäudes zustimmt.",
      },
      {
        q: "Wie genau ist ein Denkmalaufmaß?",
        a: "Die registrierte Punktwolke ist auf ±3 mm genau, das HBIM-Modell liefern wir innerhalb von ±10 mm. Entzerrte Bilder erreichen bis zu 1 mm GSD – genug, um einzelne Werkzeugspuren und Fugen zu erkennen. Die erreichten Werte stehen im QA/QC-Bericht.",
      },
      {
        q: "Wie lange brauchen Sie vor Ort?",
        a: "Ein Gebäude bis 1.500 m² erfordert in der Regel 1–2 Tage vor Ort. Größere Anlagen planen wir in Abschnitten und bieten sie zum Festpreis an. Zugangszeiten stimmen wir vorab ab, damit Gottesdienste, Besucherbetrieb und Ausstellungen weiterlaufen können.",
      },
      {
        q: "Wann erhalten wir die Ergebnisse?",
        a: "Die ersten Ergebnisse, meist die registrierte Punktwolke und die entzerrten Bilder, erhalten Sie innerhalb von 5–7 Arbeitstagen nach der Erfassung. Pläne, Schadenskartierung und HBIM-Modell folgen nach dem im Angebot vereinbarten Zeitplan.",
      },
      {
        q: "Welchen Detaillierungsgrad hat das HBIM-Modell?",
        a: "HBIM liefern wir standardmäßig in LOD 300, mit Wänden, Gewölben, Öffnungen und wesentlichem Bauschmuck in ihrer gemessenen Geometrie. LOD 200 für Baukörperstudien oder LOD 350 für detaillierte Bauteile ist als Zusatzleistung möglich.",
      },
      {
        q: "Welche Dateiformate liefern Sie?",
        a: "HBIM-Modelle liefern wir als Revit (RVT) und IFC, Punktwolken als E57 und RCP, Pläne als DWG und PDF. Orthofotos und entzerrte Bilder erhalten Sie als hochauflösende TIFF- oder JPG-Dateien, dazu PDF-Blätter für Berichte.",
      },
      {
        q: "Können Sie Zustand und Schäden des Gebäudes erfassen?",
        a: "Ja. Wir kartieren Risse, Substanzverluste, Feuchteflecken und frühere Reparaturen auf den Orthofotos und Ansichten, in den Kategorien, mit denen Ihr Planungsteam in der Denkmalpflege arbeitet. Die Kartierung dient als Ausgangszustand für die Bauwerksüberwachung und für die Kalkulation der Restaurierungsarbeiten.",
      },
      {
        q: "Können wir Beispielergebnisse sehen, bevor wir ein Aufmaß beauftragen?",
        a: "Ja. Fordern Sie über das Kontaktformular Beispieldaten an, und wir senden Ihnen einen HBIM-Auszug, eine Punktwolke und eine entzerrte Ansicht aus einem vergleichbaren Projekt. Ein Festpreisangebot für Ihr eigenes Gebäude erhalten Sie innerhalb von 48 Stunden nach Ihrer Anfrage.",
      },
    ],
  },
  cta: {
    heading: "Dokumentieren Sie Ihr Gebäude, bevor die Arbeiten beginnen",
    text: "Senden Sie uns Adresse, ungefähre Geschossfläche und den Zweck des Aufmaßes. Wir antworten innerhalb von 48 Stunden mit einem Festpreisangebot – oder Sie besprechen das Vorhaben zuerst mit einem Vermessungsingenieur.",
    actions: [
      "Angebot anfordern",
      "Beispieldaten anfordern",
      "Telefontermin vereinbaren",
    ],
  },
} satisfies SameShape<typeof en>;
