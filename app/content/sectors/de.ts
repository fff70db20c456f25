import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Branchen",
  "page.title": "Branchen, für die wir arbeiten",
  "page.h1": "Branchen, für die wir arbeiten",
  "page.description": "Industrieanlagen, Gewerbe- und Hotelbauten, Infrastruktur, Baudenkmäler sowie Schiffbau und Schifffahrt: was 3D-Laserscanning in jeder dieser Branchen leistet.",

  "hero.eyebrow": "Branchen",
  "hero.lead": "Eine Raffinerie, ein Hotel, eine Bahnstrecke, eine denkmalgeschützte Kirche und ein Schiff im Trockendock stellen unterschiedliche Anforderungen an ein Aufmaß. Wählen Sie Ihre Branche und sehen Sie, was wir erfassen, wie wir uns nach Ihrem Betrieb richten und was Sie erhalten.",

  "sectors.heading": "Fünf Branchen, ein Genauigkeitsanspruch",
  "sectors.intro": "Jede Branchenseite zeigt die passenden Leistungen, Ergebnisse, den Ablauf und Referenzprojekte.",

  "cta.heading": "Nicht sicher, wo Ihr Projekt hingehört?",
  "cta.text": "Beschreiben Sie das Objekt und die anstehende Entscheidung. Ein Vermessungsingenieur antwortet Ihnen, und innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) erhalten Sie ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
