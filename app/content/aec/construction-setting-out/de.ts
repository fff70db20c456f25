import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Bauabsteckung",
    lead: "Unsere Bauvermesser stecken Achsen, Höhen und Ankerschrauben mit Tachymeter und GNSS/RTK auf {{settingOutAccuracy}} genau ab und melden Abweichungen binnen {{deviationReportHours}} Stunde nach jeder Kontrolle.",
    facts: [
      "Absteckgenauigkeit",
      "Bis zum Einsatz vor Ort",
      "Bis zum Abweichungsbericht",
      "Einsatzbereitschaft",
    ],
    alt: "Gebäudeachsraster mit Kreuzmarken an jedem Achsschnittpunkt und Ziellinien von einem Tachymeter auf einem Stativ zu drei der Marken",
    actions: [
      "Vermesser buchen",
      "Experten fragen",
    ],
  },
  definition: {
    nav: "Überblick",
    heading: "Was ist eine Bauabsteckung?",
    term: "Absteckung",
    text: "Bei der Absteckung wird die Planung aus Zeichnungen und Modellen auf das Baufeld übertragen: Achsen, Gebäudeecken, Pfähle, Stützen, Ankerschrauben, Höhen und Leitungen werden genau dort markiert, wo sie hingehören. Unsere Vermesser arbeiten mit Ihrer koordinierten Planung, richten das Festpunktnetz auf der Baustelle ein, prüfen es und messen jeden Bauabschnitt nach der Ausführung erneut auf.",
    points: [
      "Festpunktnetz der Baustelle eingerichtet und geprüft, bevor der erste Punkt markiert wird",
      "Achsen, Pfähle, Stützen, Ankerschrauben und Höhen auf {{settingOutAccuracy}} abgesteckt",
      "Soll-Ist-Kontrollen mit Abweichungsbericht innerhalb von {{deviationReportHours}} Stunde",
      "Koordinaten im Projektkoordinatensystem oder im amtlichen Lagebezugssystem: EOV/HD72, TUREF/ITRF96 oder ETRS89/UTM",
    ],
  },
  benefits: {
    nav: "Vorteile",
    heading: "Warum Bauunternehmen unser Absteckteam buchen",
    intro: "Absteckfehler zeigen sich spät und sind dann am teuersten zu beheben. Wir bringen schnell einen qualifizierten Vermesser auf die Baustelle und dokumentieren jeden Punkt, den wir markieren.",
    cards: [
      {
        title: "Enge Toleranzen",
        text: "Tachymeter- und GNSS/RTK-Messungen, geprüft am Festpunktnetz der Baustelle, halten die abgesteckten Positionen innerhalb von {{settingOutAccuracy}}.",
        metric: "Absteckgenauigkeit",
      },
      {
        title: "In {{settingOutMobilisationHours}} Stunden vor Ort",
        text: "Ein Vermesser mit kalibrierten Instrumenten ist {{settingOutMobilisationHours}} Stunden nach der Buchung vor Ort. Für Nachtbetonagen und Stillstände sind wir rund um die Uhr erreichbar.",
        metric: "bis zum Einsatz",
      },
      {
        title: "Abweichungsbericht in einer Stunde",
        text: "Nach jeder Kontrolle erhalten Sie innerhalb von {{deviationReportHours}} Stunde einen Abweichungsbericht. So werden Schalung, Stahl oder Anker korrigiert, bevor das nächste Gewerk anrückt.",
        metric: "bis zum Abweichungsbericht",
      },
      {
        title: "Dokumentierte QA/QC",
        text: "Die Instrumente werden bei jedem Einsatz geprüft und Schlussfehler protokolliert – mit Tachymeter-QA/QC auf {{totalStationQa}} und einem Nachweis jedes abgesteckten Punkts.",
        metric: "Tachymeter-QA/QC",
      },
    ],
  },
  visual: {
    heading: "Vom Planungsmodell zur Markierung auf der Baustelle",
    alt: "Lageplan eines mit Scanpunkten schattierten Gebäudeachsrasters mit Kreuzmarken an den Achsschnittpunkten und einer waagerechten Laserscanlinie",
    caption: "Die Planungskoordinaten werden am Festpunktnetz der Baustelle geprüft, per Tachymeter oder GNSS/RTK abgesteckt, nach der Ausführung erneut aufgemessen und mit der Planung verglichen.",
    metrics: [
      "Absteckung",
      "Tachymeter-QA/QC",
      "bis zum Abweichungsbericht",
      "Einsatzbereitschaft",
    ],
  },
  scope: {
    nav: "Leistungsumfang",
    heading: "Was die Leistung umfasst",
    intro: "Die Absteckung wird pro Tag und Vermesser abgerechnet. So buchen Sie genau die Zeit vor Ort, die Ihr Bauzeitenplan erfordert.",
    included: [
      "Prüfung der Planunterlagen und Modelle auf Koordinaten- und Maßkonflikte vor Beginn der Arbeiten vor Ort",
      "Festpunktnetz der Baustelle: Festpunkte einrichten, prüfen und nachmessen",
      "Absteckung von Achsen, Gebäudeecken, Pfählen, Stützen und Ankerschrauben",
      "Höhenübertragung: Höhenfestpunkte, Planumshöhen und Fertigfußbodenhöhen",
      "Soll-Ist-Kontrollen mit Abweichungsbericht innerhalb von {{deviationReportHours}} Stunde",
      "Tagesprotokoll der abgesteckten Punkte, Instrumentenprüfungen und Schlussfehler",
    ],
    addOns: [
      "Nacht-, Wochenend- und Stillstandsschichten, rund um die Uhr verfügbar",
      "Soll-Ist-Kontrollen von Decken, Wänden und Stahlbau per Laserscan gegen das Modell",
      "Höhen- und Ebenheitsmessungen von Decken und Bodenplatten",
      "Setzungs- und Verformungsüberwachung während Aushub- und Pfahlarbeiten",
      "Absteckung von Straßen, Entwässerung und Versorgungsleitungen",
      "Fest eingesetzter Baustellenvermesser für längere Bauvorhaben",
    ],
  },
  formats: {
    nav: "Formate",
    heading: "Lieferformate",
    intro: "Die Protokolle erhalten Sie noch am selben Tag – in Formaten, die Ihre Bauleitung und Ihr Planungsteam bereits nutzen.",
    groups: [
      "Abweichungsberichte und Punktlisten",
      "Koordinatenlisten, Rohdaten von Tachymeter und GNSS",
      "CAD-Pläne",
      "Punktwolken",
    ],
  },
  faq: {
    nav: "FAQ",
    heading: "Häufige Fragen zur Absteckung",
    items: [
      {
        q: "Wie genau stecken Sie ab?",
        a: "Wir stecken je nach Bauteil und Baustellenbedingungen auf {{settingOutAccuracy}} genau ab. Jeder Einsatz beginnt mit einer Kontrolle des Festpunktnetzes, und unsere Tachymeter-QA/QC hält den Instrumentenfehler innerhalb von {{totalStationQa}}.",
      },
      {
        q: "Wie schnell ist ein Vermesser vor Ort?",
        a: "Wir sind innerhalb von {{settingOutMobilisationHours}} Stunden nach der Buchung vor Ort, und das Team steht rund um die Uhr für Nachtarbeit, Betonagen am Wochenende und geplante Stillstände bereit. Bei längeren Bauvorhaben kann derselbe Vermesser dauerhaft auf Ihrer Baustelle bleiben.",
      },
      {
        q: "Wie wird die Absteckung abgerechnet?",
        a: "Pro Tag und Vermesser, vor Beginn vereinbart. Der Tagessatz umfasst den Vermesser, kalibrierte Tachymeter- und GNSS/RTK-Ausrüstung sowie die Tagesprotokolle. Für längere Bauvorhaben erstellen wir ein Angebot über ein festes Einsatzkontingent.",
      },
      {
        q: "Was zeigt ein Abweichungsbericht?",
        a: "Er vergleicht gemessene Lagen und Höhen mit den Planungskoordinaten und weist jede Abweichung gegenüber der von Ihnen vorgegebenen Toleranz aus. Sie erhalten ihn innerhalb von {{deviationReportHours}} Stunde nach der Kontrolle als PDF mit Punktliste, damit vor dem Betonieren korrigiert werden kann.",
      },
      {
        q: "In welchen Koordinatensystemen arbeiten Sie?",
        a: "Wir arbeiten im Projektkoordinatensystem Ihrer Baustelle oder im amtlichen Lagebezugssystem: EOV/HD72 in Ungarn, TUREF/ITRF96 in der Türkei und ETRS89/UTM in Deutschland. Vor der Absteckung prüfen wir die Transformation zwischen Planungsmodell und Festpunktnetz, damit das Gebäude genau dort steht, wo die Planung es vorsieht.",
      },
      {
        q: "Arbeiten Sie mit Tachymeter oder GNSS/RTK?",
        a: "Mit beidem, jeweils dort, wo es seine Stärken hat. Mit dem Tachymeter stecken wir Tragwerk, Ankerschrauben und alles ab, was Millimeterarbeit erfordert; GNSS/RTK beschleunigt Erdarbeiten, Straßen und Entwässerung im offenen Gelände.",
      },
      {
        q: "Können Sie aus unserem BIM-Modell abstecken?",
        a: "Ja. Wir übernehmen Absteckpunkte direkt aus IFC- oder Revit-Modellen sowie aus DWG-Plänen und melden Koordinaten- oder Maßunstimmigkeiten, bevor wir auf die Baustelle fahren. Soll-Ist-Kontrollen werten wir gegen dasselbe Modell aus.",
      },
      {
        q: "Was benötigen Sie von uns, um einen Vermesser zu buchen?",
        a: "Die aktuellen Pläne oder das Modell, die Angaben zu Festpunkten oder Höhenbolzen, die abzusteckenden Bauteile und Ihre Termine. Senden Sie uns diese mit der Buchungsanfrage, und wir bestätigen Vermesser und Einsatzplan.",
      },
    ],
  },
  cta: {
    heading: "Vermesser für die Absteckung buchen",
    text: "Nennen Sie uns Baustelle, abzusteckende Bauteile und Termine. Wir sind innerhalb von {{settingOutMobilisationHours}} Stunden vor Ort und rund um die Uhr einsatzbereit.",
    actions: [
      "Vermesser buchen",
      "Experten fragen",
    ],
  },
} satisfies SameShape<typeof en>;
