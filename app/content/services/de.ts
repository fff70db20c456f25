import type { PageContent } from "~/content/types";
import { COMPANY } from "~/site/company";

const content: PageContent = {
  hero: {
    eyebrow: "Leistungen",
    lead: "Von der einzelnen Fassade bis zur Prozessanlage im laufenden Betrieb: Jedes Aufmaß wird von einem Team definiert, kalkuliert und mit zugesicherter Genauigkeit geliefert.",
    actions: [
      { label: "Angebot anfordern", to: "get-a-quote" },
      { label: "Experten fragen", to: "talk-to-an-expert" },
    ],
    facts: [
      { value: "±2–4 mm", label: "Genauigkeit der Punktwolke" },
      { value: "48 h", label: "Bis zum Festpreisangebot" },
      { value: "5–6 Tage", label: "Reguläre Vorlaufzeit" },
      { value: COMPANY.projects, label: "Abgeschlossene Projekte" },
    ],
    visual: {
      name: "plant",
      alt: "Strichzeichnung einer Industrieanlage: zwei mit Laserscanpunkten gefüllte Behälter, Rohrleitungen und ein Stahlrahmen, gekreuzt von einer waagerechten Laserscanlinie",
    },
  },
  sections: [
    {
      type: "cards",
      id: "outcomes",
      heading: "Was Ihnen jede Leistung bringt",
      intro: "Welche Leistung Sie auch beauftragen, das Ziel ist dasselbe: Daten, mit denen Sie planen, bauen und entscheiden können, ohne noch einmal vor Ort messen zu müssen.",
      cards: [
        {
          icon: "scan",
          title: "Weniger Nachmessungen vor Ort",
          text: "Alles in Reichweite des Scanners wird bei einem Termin erfasst. Fehlt ein Maß, wird es aus der Punktwolke abgegriffen statt bei einer weiteren Fahrt.",
          metric: { value: "±2–4 mm", label: "Genauigkeit der Punktwolke" },
        },
        {
          icon: "model",
          title: "Modelle, die dem Bestand entsprechen",
          text: "Modelle und Pläne entstehen auf Basis registrierter, geprüfter Scans – Kollisionen zeigen sich am Bildschirm statt auf der Baustelle.",
          metric: { value: "±5–10 mm", label: "Toleranz des BIM-Modells" },
        },
        {
          icon: "price",
          title: "Festpreise",
          text: "Umfang, LOD, Genauigkeit und Lieferumfang stehen im Angebot, und der Preis bleibt fest, sobald Sie es annehmen.",
          metric: { value: "48 h", label: "bis zum Festpreisangebot" },
        },
        {
          icon: "fast",
          title: "Schnellere Entscheidungen",
          text: "Bei den meisten Projekten liegen die Ergebnisse 48–72 h nach der Erfassung vor. Planung und Baustelle arbeiten mit aktuellen Daten, nicht mit denen vom Vormonat.",
          metric: { value: "48–72 h", label: "Lieferzeit nach der Erfassung bei den meisten Projekten" },
        },
      ],
    },
    {
      type: "catalogue",
      id: "catalogue",
      heading: "Alle Leistungen",
      intro: "Fünf Leistungsbereiche. Jede Leistung nennt ihre Genauigkeit, damit Sie Gleiches mit Gleichem vergleichen können.",
      tabsLabel: "Leistungsbereiche",
      groups: [
        {
          id: "aec",
          page: "aec",
          text: "Aufmaß von Gebäuden, Fassaden, Bäumen und Gelände sowie Absteckung auf der Baustelle – für Architekten, Ingenieure und Planer.",
          services: [
            {
              page: "aec/architectural-survey",
              benefit: "Grundrisse, Schnitte, Ansichten und BIM-Modelle von Bestandsgebäuden als direkte Planungsgrundlage.",
              metric: { value: "±6 mm", label: "Lagegenauigkeit" },
            },
            {
              page: "aec/heritage-survey",
              benefit: "Berührungslose Dokumentation historischer Bausubstanz, mit HBIM in LOD 300 und Bildern bis 1 mm GSD.",
              metric: { value: "±3 mm", label: "Genauigkeit der Punktwolke" },
            },
            {
              page: "aec/facade-survey",
              benefit: "CAD-Ansichten und Orthofotos jeder Fassade, vom Boden aus erfasst – ganz ohne Gerüst.",
              metric: { value: "±5 mm", label: "Genauigkeit der Punktwolke" },
            },
            {
              page: "aec/tree-survey",
              benefit: "Baumerfassung nach BS 5837:2012 mit den Kategorien A, B, C und U und Wurzelschutzbereichen, abgerechnet nach Anzahl der Bäume.",
              metric: { value: "Bis zu 50", label: "erfasste Bäume pro Tag vor Ort" },
            },
            {
              page: "aec/construction-setting-out",
              benefit: "Achsen, Höhen und Ankerschrauben, abgesteckt mit Tachymeter und GNSS/RTK, mit Abweichungsberichten innerhalb einer Stunde.",
              metric: { value: "±3–5 mm", label: "Absteckgenauigkeit" },
            },
            {
              page: "aec/land-surveying",
              benefit: "Topografische Aufnahmen und Geländemodelle per Drohne oder terrestrisch, angeschlossen an ein Festpunktnetz mit ±5 mm.",
              metric: { value: "±20 mm", label: "Lagegenauigkeit (RMSE)" },
            },
          ],
        },
        {
          id: "industrial",
          page: "industrial",
          text: "Laserscanning von Prozessanlagen im laufenden Betrieb, mit Modellen und Prüfungen für Einbindungen, Modernisierungen und Stillstände.",
          services: [
            {
              page: "industrial/scan-to-bim",
              benefit: "Rohrleitungen, Apparate und Stahlbau, modelliert für Einbindungen, Kollisionsprüfungen und Stillstandsplanung.",
              metric: { value: "LOD 300", label: "Standard für Industriemodelle" },
            },
            {
              page: "industrial/as-built-qaqc",
              benefit: "Soll-Ist-Vergleich neuer Installationen zwischen Scan und Planung, mit QA-Kurzbericht innerhalb von 24 Stunden.",
              metric: { value: "±3 mm", label: "QA/QC mit Tachymeter" },
            },
          ],
        },
        {
          id: "construction",
          page: "construction",
          text: "Scan to BIM, Scan to CAD, Baufortschrittskontrolle und AR auf der Baustelle – von der Bestandsaufnahme bis zur Übergabe.",
          services: [
            {
              page: "construction/scan-to-bim",
              benefit: "Revit- und IFC-Modelle für Architektur, Tragwerk und TGA, standardmäßig in LOD 200–300.",
              metric: { value: "±5–10 mm", label: "Modelltoleranz" },
            },
            {
              page: "construction/scan-to-cad",
              benefit: "Grundrisse, Schnitte und Ansichten aus Punktwolken im Maßstab 1:50, 1:100 oder 1:200, geliefert als DWG.",
              metric: { value: "±5 mm", label: "übliche Zeichengenauigkeit" },
            },
            {
              page: "construction/as-built-progress",
              benefit: "Die Baustelle wird in jedem Intervall gescannt und mit dem Modell verglichen, mit Kurzberichten in weniger als 24 Stunden.",
              metric: { value: "Wöchentlich", label: "Fortschrittsscans oder je Meilenstein" },
            },
            {
              page: "construction/ar-integrated-bim",
              benefit: "Das BIM-Modell per AR direkt auf der Baustelle eingeblendet, um Lage, Öffnungen und Leitungen vor dem Einbau zu prüfen.",
              metric: { value: "1:1", label: "Modell in Originalgröße vor Ort" },
            },
          ],
        },
        {
          id: "maritime",
          page: "maritime",
          text: "Rümpfe, Maschinenräume und Innenbereiche, gescannt im Hafen oder im Trockendock für Refit und Nachrüstung.",
          services: [
            {
              page: "maritime/ship-yacht-scanning",
              benefit: "Punktwolken, CAD-Pläne und 3D-Modelle von Schiffen, Innenräume mit ±5–10 mm, Ergebnisse aus dem Trockendock in 24–48 h.",
              metric: { value: "±10–20 mm", label: "Genauigkeit am Rumpf" },
            },
          ],
        },
        {
          id: "drone",
          page: "drone",
          text: "Luftbildphotogrammetrie für Orthofotos, 3D-Modelle, Bestandskarten und Lagepläne, über Passpunkte am Boden eingemessen.",
          services: [
            {
              page: "drone/3d-modelling",
              benefit: "Texturierte Netzmodelle und Punktwolken von Grundstücken, Dächern und Bauwerken, georeferenziert im amtlichen Bezugssystem.",
              metric: { value: "2–5 cm", label: "Genauigkeit mit Passpunkten" },
            },
            {
              page: "drone/existing-map",
              benefit: "Bestandskarten aus Drohnenbildern und Passpunkten, bereit für Planung und Entwurf.",
              metric: { value: "2–5 cm", label: "absolute Genauigkeit" },
            },
            {
              page: "drone/site-plans",
              benefit: "Lagepläne als DWG, SHP oder GeoJSON mit Orthofotos als GeoTIFF, aus der Luft gemessen und am Boden kontrolliert.",
              metric: { value: "1–5 cm", label: "Bodenauflösung pro Pixel" },
            },
          ],
        },
      ],
    },
    {
      type: "faq",
      id: "faq",
      heading: "Das passende Aufmaß wählen und beauftragen",
      items: [
        {
          q: "Brauche ich Scan to BIM oder Scan to CAD?",
          a: "Wählen Sie Scan to BIM, wenn Sie in Revit oder einer anderen BIM-Software planen oder Mengen und Kollisionsprüfungen benötigen; die Modelle erhalten Sie als RVT oder IFC mit ±5–10 mm. Wählen Sie Scan to CAD, wenn Sie Grundrisse, Schnitte und Ansichten brauchen; die Pläne erhalten Sie als DWG im Maßstab 1:50, 1:100 oder 1:200 mit etwa ±5 mm. Beides lässt sich aus demselben Scan erstellen.",
        },
        {
          q: "Welchen Detaillierungsgrad (LOD) sollte ich anfragen?",
          a: "LOD 200–300 deckt die meisten Planungs- und Sanierungsaufgaben ab. Modelle von Industrieanlagen liefern wir standardmäßig in LOD 300. LOD 350 und 400 sind auf Anfrage möglich, wenn Anschlüsse, Halterungen oder Fertigungsdetails wichtig sind; das Angebot weist den LOD für jede Fachdisziplin aus.",
        },
        {
          q: "Wie wird der Festpreis berechnet?",
          a: "Der Preis richtet sich nach der zu erfassenden Fläche bzw. dem Objekt, nach Zugänglichkeit und Bedingungen vor Ort, nach dem LOD und dem Lieferumfang. Baumerfassungen werden nach Anzahl der Bäume abgerechnet, Bauabsteckungen nach Tagen pro Vermessungsingenieur. Sobald Sie das Angebot annehmen, steht der Preis fest.",
        },
        {
          q: "Was benötigen Sie von mir für ein Angebot?",
          a: "Eine Adresse oder die Grundstücksgrenze, die ungefähre Fläche, bestehende Pläne oder Fotos, soweit vorhanden, sowie den gewünschten Lieferumfang und die Formate. Im Anfrageformular können Sie Dateien bis 10 MB anhängen, darunter PDF, DWG, IFC, E57 und LAS. Sie erhalten innerhalb von 48 Stunden ein Festpreisangebot.",
        },
        {
          q: "Wie genau werden meine Ergebnisse sein?",
          a: "Registrierte Punktwolken erreichen typischerweise ±2–4 mm. Die Toleranz des Ergebnisses hängt von der Leistung ab: ±5–10 mm bei BIM-Modellen, ±20 mm Lagegenauigkeit (RMSE) bei Geländevermessungen, 2–5 cm bei Drohnenkartierungen mit Passpunkten. Das Angebot nennt die geltende Toleranz, der QA/QC-Bericht zeigt, was erreicht wurde.",
        },
        {
          q: "Wie schnell können Sie vor Ort sein?",
          a: "Regulär sind wir nach 5–6 Tagen vor Ort, bei Eilaufträgen in 48–72 Stunden. Objekte unter 1.000 m² lassen sich meist in weniger als 3 Tagen einplanen. Für Absteckungen sind unsere Vermessungsingenieure rund um die Uhr erreichbar und innerhalb von 24–48 Stunden auf der Baustelle.",
        },
        {
          q: "Können Sie scannen, während Gebäude oder Anlage in Betrieb bleiben?",
          a: "Ja. Wir scannen genutzte Gebäude, Hotels und laufende Anlagen neben dem normalen Betrieb und stimmen Zugangszeiten, Genehmigungen und Sicherheitsunterweisungen vor dem Einsatz ab. Handgeführtes LiDAR erfasst beengte Bereiche, die ein Scanner auf dem Stativ nicht erreicht.",
        },
        {
          q: "Kann ich mehrere Leistungen in einem Auftrag kombinieren?",
          a: "Ja, und oft spart das einen Termin vor Ort. Ein Festpunktnetz und eine Erfassung können ein BIM-Modell, CAD-Pläne und Fassaden-Orthofotos liefern; Drohnen- und terrestrische Daten werden im selben Bezugssystem registriert, sodass Grundstück und Gebäude zusammenpassen. Sie erhalten ein Angebot und einen Lieferplan.",
        },
        {
          q: "Unterzeichnen Sie Geheimhaltungsvereinbarungen, und wer sieht unsere Daten?",
          a: "Ja. Vor dem Austausch von Projektdetails unterzeichnen wir eine Geheimhaltungsvereinbarung (NDA). Projektdaten teilen wir nur mit den Personen, die Sie benennen, und der Zugang zum Viewer Visual Plant ist rollenbasiert für interne Teams und externe Auftragnehmer geregelt.",
        },
      ],
    },
    {
      type: "cta",
      id: "get-started",
      heading: "Unsicher, welche Leistung passt?",
      text: "Beschreiben Sie das Objekt und die Entscheidung, die ansteht. Ein Vermessungsingenieur empfiehlt Ihnen Leistung, LOD und Lieferumfang – mit einem Festpreisangebot innerhalb von 48 Stunden.",
      actions: [
        { label: "Angebot anfordern", to: "get-a-quote" },
        { label: "Experten fragen", to: "talk-to-an-expert" },
      ],
    },
  ],
  service: { serviceType: "3D-Laserscanning und Vermessung" },
};

export default content;
