import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Bestand und Baufortschritt",
  "page.title": "Bestandsaufmaß und Baufortschrittsberichte",
  "page.h1": "Bestandsaufmaß und Baufortschrittskontrolle",
  "page.description": "Wöchentliche, zweiwöchentliche oder meilensteinbezogene Scans im Abgleich mit dem Modell – mit Dashboards und Kurzberichten in weniger als {{smallReportHours}} Stunden.",

  "hero.eyebrow": "Bestand und Baufortschritt",
  "hero.lead": "Die Baustelle wird wöchentlich, alle zwei Wochen oder zu jedem Meilenstein gescannt und mit dem Modell verglichen. So sehen Sie, was gebaut ist, wo es abweicht und wie weit die Arbeiten fortgeschritten sind.",
  "hero.facts.0": "Oder zweiwöchentlich bzw. je Meilenstein",
  "hero.facts.1": "Aufnahmegenauigkeit",
  "hero.facts.2": "Lieferzeit nach der Erfassung",
  "hero.facts.3": "Kurzberichte und Dashboards",
  "hero.alt": "Drahtgittermodell eines Gebäudes, schattiert mit Laserscanpunkten und gekreuzt von einer waagerechten Laserscanlinie, davor ein Scanner auf einem Stativ, der Strahlen zu den Gebäudeecken sendet",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was jeder Scantermin umfasst",
  "scope.intro": "Ein fester Rundgang über die Baustelle im gewählten Rhythmus, sodass sich jeder Bericht direkt mit dem vorherigen vergleichen lässt.",
  "scope.included.0": "Scans wöchentlich, alle zwei Wochen oder zu jedem Meilenstein, im selben Festpunktnetz",
  "scope.included.1": "Abgleich des Gebauten mit dem Modell, innerhalb von {{constructionAccuracy}}",
  "scope.included.2": "Fortschritt je Bauabschnitt und Gewerk: fertiggestellt, begonnen oder noch nicht begonnen",
  "scope.included.3": "Kurzberichte und Dashboards in weniger als {{smallReportHours}} Stunden",
  "scope.addOns.0": "Drohnenflüge für Erdmassen und Baustellenübersichten",
  "scope.addOns.1": "360°-Fotos jedes Termins, mit dem Plan verknüpft",
  "scope.addOns.2": "Fortschreibung des Bestandsmodells für die Übergabe",
  "scope.addOns.3": "Ebenheits- und Höhenkontrollen von Betondecken",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Sie erhalten",
  "deliverables.items.0.title": "Fortschritts-Dashboard",
  "deliverables.items.0.text": "Fortschritt je Bauabschnitt und Gewerk seit dem letzten Termin, online und als PDF.",
  "deliverables.items.1.title": "Abweichungsbericht",
  "deliverables.items.1.text": "Farbcodierter Vergleich des Gebauten mit dem Modell.",
  "deliverables.items.2.title": "Bestandsmodell",
  "deliverables.items.2.text": "Das Modell, fortgeschrieben auf den gebauten Zustand, für Übergabe und Betrieb.",
  "deliverables.items.3.title": "Registrierte Punktwolken",
  "deliverables.items.3.text": "Die datierten Scans jedes Termins als Dokumentation der Baustelle über die gesamte Bauzeit.",

  "cta.heading": "Sehen Sie jede Woche, wie weit Ihre Baustelle ist",
  "cta.text": "Beschreiben Sie uns das Projekt, den Bauzeitenplan und den gewünschten Scanrhythmus. Innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
