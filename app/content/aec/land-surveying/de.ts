import type { SameShape } from "~/templates/builders/define";
import type en from "./en";

export default {
  hero: {
    eyebrow: "Geländevermessung",
    lead: "Topografische Aufnahmen, Geländemodelle und Höhenlinienpläne mit {{landHorizontal}} Lage- und {{landVertical}} Höhengenauigkeit (RMSE), per Drohne oder terrestrisch mit GNSS/RTK und Tachymeter.",
    facts: [
      "Lagegenauigkeit (RMSE)",
      "Höhengenauigkeit (RMSE)",
      "Flächenleistung pro Tag per Drohne",
      "Bis zur Lieferung nach der Feldarbeit",
    ],
    alt: "Mit Scanpunkten schattiertes Drahtgitter-Geländemodell mit Höhenlinien, drei markierten Vermessungsfestpunkten und einer waagerechten Laserscanlinie",
  },
  definition: {
    nav: "Überblick",
    heading: "Was ist eine Geländevermessung?",
    term: "Geländevermessung",
    text: "Eine Geländevermessung erfasst die Form des Geländes und alles, was sich darauf befindet: Höhen, Grenzen, Gebäude, Straßen, Bäume und sichtbare Leitungen. Wir kombinieren Drohnenphotogrammetrie für große Flächen mit GNSS/RTK- und Tachymetermessungen am Boden, alles an ein gemeinsames Festpunktnetz angeschlossen und in Ihrem Koordinatensystem geliefert.",
    points: [
      "Topografische Aufnahmen mit Höhenpunkten, Bruchkanten und Geländeelementen",
      "Digitale Geländemodelle und Höhenlinienpläne für Planung und Erdbau",
      "Ein Festpunktnetz mit {{landControl}} als Grundlage für Planung und Absteckung",
      "Amtliche Lagebezugssysteme EOV/HD72, TUREF/ITRF96 oder ETRS89/UTM oder Ihr Projektkoordinatensystem",
    ],
  },
  benefits: {
    nav: "Vorteile",
    heading: "Warum Sie Ihr Gelände von uns vermessen lassen",
    intro: "Höhenplanung, Entwässerung und Erdmassen hängen vom Geländemodell ab. Wir messen es mit ausgewiesener Genauigkeit und belegen diese mit unabhängigen Kontrollpunkten.",
    cards: [
      {
        title: "Ausgewiesene, geprüfte Genauigkeit",
        text: "Jede Vermessung wird an unabhängigen Kontrollpunkten geprüft und als RMSE ausgewiesen: {{landHorizontal}} in der Lage und {{landVertical}} in der Höhe.",
        metric: "Lage-RMSE",
      },
      {
        title: "Große Flächen, schnell erfasst",
        text: "Drohnenphotogrammetrie deckt bis zu {{landDroneHectaresPerDay}} Hektar am Tag ab – mit Passpunkten für die Genauigkeit und GNSS/RTK für Details unter Bäumen und entlang von Bordsteinen.",
        metric: "Fläche pro Tag per Drohne",
      },
      {
        title: "Wiederverwendbare Festpunkte",
        text: "Das Festpunktnetz wird mit {{landControl}} eingerichtet und übergeben, damit Planer, Bauunternehmen und Absteckung von denselben Punkten ausgehen.",
        metric: "Festpunktnetz",
      },
      {
        title: "Schnelle Lieferung",
        text: "Lage- und Höhenpläne, Geländemodelle und Höhenlinien liegen {{landDeliveryDays}} Tage nach der Feldarbeit vor, bereit für Entwurf und Genehmigungsplanung.",
        metric: "bis zur Lieferung",
      },
    ],
  },
  visual: {
    heading: "Von den Messdaten zum Geländemodell",
    alt: "Mit Scanpunkten gefülltes Geländeprofil mit Höhenlinien und drei Vermessungsfestpunkten, die zu einem Festpunktnetz verbunden sind",
    caption: "Drohnenbilder und GNSS/RTK-Messungen werden über das Festpunktnetz zu einem Geländemodell, Höhenlinien und einem Lage- und Höhenplan in einem gemeinsamen Koordinatensystem verarbeitet.",
    metrics: [
      "Lage-RMSE",
      "Höhen-RMSE",
      "Festpunktnetz",
      "Tagesleistung per Drohne",
    ],
  },
  scope: {
    nav: "Leistungsumfang",
    heading: "Was die Vermessung umfasst",
    intro: "Jede Vermessung bieten wir zum Festpreis an – auf Grundlage der Grundstücksgrenze, des Detaillierungsgrads und des benötigten Lieferumfangs.",
    included: [
      "Festpunktnetz per GNSS/RTK und Tachymeter mit {{landControl}}",
      "Topografische Details: Gebäude, Bordsteine, Mauern, Zäune, Bäume und sichtbare Leitungen",
      "Höhenpunkte und Bruchkanten an jedem Neigungswechsel",
      "Digitales Geländemodell und Höhenlinien",
      "Lage- und Höhenplan als DWG und PDF",
      "Vermessungsbericht mit Festpunktkoordinaten und Genauigkeitsstatistik",
    ],
    addOns: [
      "Drohnen-Orthofoto des gesamten Grundstücks",
      "Schacht- und Kanalaufnahme mit Deckel- und Sohlhöhen",
      "Aufnahme von Grenzmarken und Zaunverläufen",
      "Quer- und Längsprofile für Straßen und Erdbau",
      "Massenberechnung für Auf- und Abtrag",
      "Baumerfassung nach {{treeStandardShort}} auf demselben Lageplan",
    ],
  },
  formats: {
    nav: "Formate",
    heading: "Lieferformate",
    intro: "Die Dateien erhalten Sie im zu Beginn vereinbarten Lage- und Höhenbezugssystem, mit Layern nach Ihrem CAD-Standard.",
    groups: [
      "CAD-Pläne",
      "Geländemodelle und Höhenraster",
      "GIS-Daten und Orthofotos",
      "Punktwolken",
    ],
  },
  faq: {
    nav: "FAQ",
    heading: "Häufige Fragen zur Geländevermessung",
    items: [
      {
        q: "Wie genau ist Ihre Geländevermessung?",
        a: "Topografische Daten liefern wir mit {{landHorizontal}} in der Lage und {{landVertical}} in der Höhe, angegeben als RMSE gegenüber unabhängigen Kontrollpunkten. Das zugrunde liegende Festpunktnetz wird mit {{landControl}} eingerichtet. Der Vermessungsbericht enthält Festpunktkoordinaten und Prüfergebnisse, damit Sie die Werte nachvollziehen können.",
      },
      {
        q: "Drohne oder terrestrische Vermessung: Was brauche ich?",
        a: "Eine Drohne erfasst bis zu {{landDroneHectaresPerDay}} Hektar am Tag und eignet sich für große, offene Flächen. Terrestrisch mit GNSS/RTK und Tachymeter schaffen wir etwa {{landGroundHectaresPerDay}} Hektar am Tag und erfassen, was eine Kamera nicht sieht: Boden unter Bäumen, Bordsteinkanten, Schachtsohlen und Schwellen. Für die meisten Grundstücke empfiehlt sich eine Kombination; die Aufteilung schlagen wir im Angebot vor.",
      },
      {
        q: "Wie lange dauert eine Geländevermessung?",
        a: "Die Feldarbeit hängt von der Methode ab: bis zu {{landDroneHectaresPerDay}} Hektar am Tag per Drohne, etwa {{landGroundHectaresPerDay}} Hektar am Tag terrestrisch. Pläne und Modelle liefern wir {{landDeliveryDays}} Tage nach der Feldarbeit.",
      },
      {
        q: "Welches Koordinatensystem verwenden Sie?",
        a: "Wir liefern im amtlichen Lagebezugssystem – EOV/HD72 in Ungarn, TUREF/ITRF96 in der Türkei oder ETRS89/UTM in Deutschland – oder in einem lokalen Baustellensystem, falls Ihr Projekt eines hat. Höhen beziehen sich auf das amtliche Höhensystem, sofern Sie nichts anderes vorgeben.",
      },
      {
        q: "Was ist ein digitales Geländemodell?",
        a: "Ein DGM bildet die reine Geländeoberfläche ab, berechnet aus Höhenpunkten und Bruchkanten, ohne Gebäude und Bewuchs. Planer nutzen es für Höhenplanung, Entwässerung und Erdmassen; wir liefern es als LandXML oder GeoTIFF-Höhenraster zusammen mit den Höhenlinien.",
      },
      {
        q: "Können Sie dicht bewachsene Flächen vermessen?",
        a: "Ja, mit angepasster Methode. Photogrammetrie misst nur den Boden, den sie sieht; unter dem Kronendach nehmen wir die Höhen deshalb terrestrisch per GNSS/RTK oder Tachymeter auf und führen sie im selben Modell zusammen.",
      },
      {
        q: "Lässt sich die Vermessung später für die Absteckung nutzen?",
        a: "Ja. Wir übergeben das mit {{landControl}} eingerichtete Festpunktnetz mit Koordinaten und Punktbeschreibungen, sodass Bauunternehmen und unser Absteckteam von denselben Punkten ausgehen wie die Planung. Das vermeidet Versätze, die entstehen, wenn jeder Beteiligte eigene Festpunkte anlegt.",
      },
      {
        q: "Was benötigen Sie von uns für ein Angebot?",
        a: "Die Grundstücksgrenze oder Adresse, den Zweck der Vermessung und besondere Anforderungen, etwa Entwässerung, Baumstandorte oder Gebäudeumrisse. Sie erhalten innerhalb von {{quoteTurnaroundHours}} Stunden ein Festpreisangebot.",
      },
    ],
  },
  cta: {
    heading: "Beginnen Sie mit einem genauen Geländemodell",
    text: "Senden Sie uns die Grundstücksgrenze und den Zweck der Vermessung. Sie erhalten innerhalb von {{quoteTurnaroundHours}} Stunden ein Festpreisangebot und die Pläne {{landDeliveryDays}} Tage nach der Feldarbeit.",
  },
} satisfies SameShape<typeof en>;
