import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Leistungen",
    lead: "Von der einzelnen Fassade bis zur Prozessanlage im laufenden Betrieb: Jedes Aufmaß wird aus einer Hand definiert, kalkuliert und mit zugesicherter Genauigkeit geliefert.",
    facts: [
      "Genauigkeit der Punktwolke",
      "Bis zum Festpreisangebot",
      "Reguläre Vorlaufzeit",
      "Abgeschlossene Projekte",
    ],
    alt: "Strichzeichnung einer Industrieanlage: zwei mit Laserscanpunkten gefüllte Behälter, Rohrleitungen und ein Stahlrahmen, gekreuzt von einer waagerechten Laserscanlinie",
  },
  outcomes: {
    heading: "Was Ihnen jede Leistung bringt",
    intro: "Welche Leistung Sie auch beauftragen, das Ziel ist dasselbe: Daten, mit denen Sie planen, bauen und entscheiden können, ohne noch einmal vor Ort messen zu müssen.",
    cards: [
      {
        title: "Weniger Nachmessungen vor Ort",
        text: "Alles in Reichweite des Scanners wird bei einem Termin erfasst. Fehlt ein Maß, wird es aus der Punktwolke abgegriffen statt bei einer weiteren Fahrt.",
        metric: "Genauigkeit der Punktwolke",
      },
      {
        title: "Modelle, die dem Bestand entsprechen",
        text: "Modelle und Pläne entstehen auf Basis registrierter, geprüfter Scans – Kollisionen zeigen sich am Bildschirm statt auf der Baustelle.",
        metric: "Toleranz des BIM-Modells",
      },
      {
        title: "Festpreise",
        text: "Umfang, LOD, Genauigkeit und Lieferumfang stehen im Angebot, und der Preis bleibt fest, sobald Sie es annehmen.",
        metric: "bis zum Festpreisangebot",
      },
      {
        title: "Schnellere Entscheidungen",
        text: "Bei den meisten Projekten liegen die Ergebnisse {{turnaroundHours}} h nach der Erfassung vor. Planung und Baustelle arbeiten mit aktuellen Daten, nicht mit denen vom Vormonat.",
        metric: "Lieferzeit nach der Erfassung bei den meisten Projekten",
      },
    ],
  },
  catalogue: {
    heading: "Alle Leistungen",
    intro: "Fünf Leistungsbereiche. Jede Leistung nennt ihre Genauigkeit, damit Sie Gleiches mit Gleichem vergleichen können.",
    tabsLabel: "Leistungsbereiche",
  },
  faq: {
    heading: "Das passende Aufmaß wählen und beauftragen",
    items: [
      {
        q: "Brauche ich Scan to BIM oder Scan to CAD?",
        a: "Wählen Sie Scan to BIM, wenn Sie in Revit oder einer anderen BIM-Software planen oder Mengen und Kollisionsprüfungen benötigen; die Modelle erhalten Sie als RVT oder IFC mit {{bimTolerance}}. Wählen Sie Scan to CAD, wenn Sie Grundrisse, Schnitte und Ansichten brauchen; die Pläne erhalten Sie als DWG im gewünschten Maßstab ({{drawingScales}}) mit etwa {{scanToCadAccuracy}}. Beides lässt sich aus demselben Scan erstellen.",
      },
      {
        q: "Welchen Detaillierungsgrad (LOD) sollte ich anfragen?",
        a: "{{lodStandard}} deckt die meisten Planungs- und Sanierungsaufgaben ab. Modelle von Industrieanlagen liefern wir standardmäßig in {{lodIndustrial}}. {{lodOnRequest}} sind auf Anfrage möglich, wenn Anschlüsse, Halterungen oder Fertigungsdetails wichtig sind; das Angebot weist den LOD für jede Fachdisziplin aus.",
      },
      {
        q: "Wie wird der Festpreis berechnet?",
        a: "Der Preis richtet sich nach der zu erfassenden Fläche bzw. dem Objekt, nach Zugänglichkeit und Bedingungen vor Ort, nach dem LOD und dem Lieferumfang. Baumerfassungen werden nach Anzahl der Bäume abgerechnet, Bauabsteckungen nach Tagen pro Vermessungsingenieur. Sobald Sie das Angebot annehmen, steht der Preis fest.",
      },
      {
        q: "Was benötigen Sie von mir für ein Angebot?",
        a: "Eine Adresse oder die Grundstücksgrenze, die ungefähre Fläche, bestehende Pläne oder Fotos, soweit vorhanden, sowie den gewünschten Lieferumfang und die Formate. Im Anfrageformular können Sie Dateien bis {{uploadLimitMb}} MB anhängen, darunter PDF, DWG, IFC, E57 und LAS. Sie erhalten innerhalb von {{quoteTurnaroundHours}} Stunden ein Festpreisangebot.",
      },
      {
        q: "Wie genau werden meine Ergebnisse sein?",
        a: "Registrierte Punktwolken erreichen typischerweise {{pointCloudAccuracy}}. Die Toleranz des Ergebnisses hängt von der Leistung ab: {{bimTolerance}} bei BIM-Modellen, {{landHorizontal}} Lagegenauigkeit (RMSE) bei Geländevermessungen, {{droneAccuracyWithGcp}} bei Drohnenkartierungen mit Passpunkten. Das Angebot nennt die geltende Toleranz, der QA/QC-Bericht zeigt, was erreicht wurde.",
      },
      {
        q: "Wie schnell können Sie vor Ort sein?",
        a: "Regulär sind wir nach {{mobilisationStandardDays}} Tagen vor Ort, bei Eilaufträgen in {{mobilisationUrgentHours}} Stunden. Objekte unter {{smallSiteArea}} m² lassen sich meist in weniger als {{smallSiteMobilisationDays}} Tagen einplanen. Für Absteckungen sind unsere Vermessungsingenieure rund um die Uhr erreichbar und innerhalb von {{settingOutMobilisationHours}} Stunden auf der Baustelle.",
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
  cta: {
    heading: "Unsicher, welche Leistung passt?",
    text: "Beschreiben Sie das Objekt und die Entscheidung, die ansteht. Ein Vermessungsingenieur empfiehlt Ihnen Leistung, LOD und Lieferumfang – mit einem Festpreisangebot innerhalb von {{quoteTurnaroundHours}} Stunden.",
  },
} satisfies SameShape<typeof en>;
