import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Bestand und Baufortschritt",
  "page.title": "Bestandsaufmaß und Baufortschrittsberichte",
  "page.h1": "Bestandsaufmaß und Baufortschrittskontrolle",
  "page.description": "Wöchentliche, zweiwöchentliche oder meilensteinbezogene Scans im Abgleich mit dem Modell – mit Dashboards und Kurzberichten in weniger als {{smallReportHours}} Stunden.",

  "hero.eyebrow": "Bestand und Baufortschritt",
  "hero.lead": "Die Baustelle wird wöchentlich, alle zwei Wochen oder zu jedem Meilenstein gescannt und mit dem Modell verglichen. So sehen Sie, was gebaut ist, wo es abweicht und wie weit die Arbeiten fortgeschritten sind.",
  "hero.facts.progressCadence": "Oder zweiwöchentlich bzw. je Meilenstein",
  "hero.facts.constructionAccuracy": "Aufnahmegenauigkeit",
  "hero.facts.constructionDroneTurnaroundHours": "Lieferzeit nach der Erfassung",
  "hero.facts.smallReportHours": "Kurzberichte und Dashboards",
  "hero.alt": "Drahtgittermodell eines Gebäudes, schattiert mit Laserscanpunkten und gekreuzt von einer waagerechten Laserscanlinie, davor ein Scanner auf einem Stativ, der Strahlen zu den Gebäudeecken sendet",

  "scope.nav": "Leistungsumfang",
  "scope.heading": "Was jeder Scantermin umfasst",
  "scope.intro": "Ein fester Rundgang über die Baustelle im gewählten Rhythmus, sodass sich jeder Bericht direkt mit dem vorherigen vergleichen lässt.",
  "scope.included.scans-weekly-bi": "Scans wöchentlich, alle zwei Wochen oder zu jedem Meilenstein, im selben Festpunktnetz",
  "scope.included.comparison-work-place": "Abgleich des Gebauten mit dem Modell, innerhalb von {{constructionAccuracy}}",
  "scope.included.progress-zone-trade": "Fortschritt je Bauabschnitt und Gewerk: fertiggestellt, begonnen oder noch nicht begonnen",
  "scope.included.small-reports-dashboards": "Kurzberichte und Dashboards in weniger als {{smallReportHours}} Stunden",
  "scope.addOns.drone-flights-earthworks": "Drohnenflüge für Erdmassen und Baustellenübersichten",
  "scope.addOns.photos-visit-linked": "360°-Fotos jedes Termins, mit dem Plan verknüpft",
  "scope.addOns.built-model-updates": "Fortschreibung des Bestandsmodells für die Übergabe",
  "scope.addOns.concrete-flatness-level": "Ebenheits- und Höhenkontrollen von Betondecken",

  "deliverables.nav": "Ergebnisse",
  "deliverables.heading": "Was Sie erhalten",
  "deliverables.items.progress-dashboard.title": "Fortschritts-Dashboard",
  "deliverables.items.progress-dashboard.text": "Fortschritt je Bauabschnitt und Gewerk seit dem letzten Termin, online und als PDF.",
  "deliverables.items.deviation-report.title": "Abweichungsbericht",
  "deliverables.items.deviation-report.text": "Farbcodierter Vergleich des Gebauten mit dem Modell.",
  "deliverables.items.built-model.title": "Bestandsmodell",
  "deliverables.items.built-model.text": "Das Modell, fortgeschrieben auf den gebauten Zustand, für Übergabe und Betrieb.",
  "deliverables.items.registered-point-clouds.title": "Registrierte Punktwolken",
  "deliverables.items.registered-point-clouds.text": "Die datierten Scans jedes Termins als Dokumentation der Baustelle über die gesamte Bauzeit.",

  "cta.heading": "Sehen Sie jede Woche, wie weit Ihre Baustelle ist",
  "cta.text": "Beschreiben Sie uns das Projekt, den Bauzeitenplan und den gewünschten Scanrhythmus. Innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
