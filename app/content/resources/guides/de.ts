import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Leitfäden",
  "page.title": "Leitfäden",
  "page.h1": "Leitfäden",
  "page.description": "Praxisleitfäden für Auftraggeber von Laserscan-Aufmaßen: den Detaillierungsgrad wählen, Gebäude und Anlagen vorbereiten, einen QA/QC-Bericht lesen.",

  "hero.eyebrow": "Fachwissen",
  "hero.lead": "Von unseren Vermessungsingenieuren für alle, die ein Aufmaß beauftragen: was vor dem Scan zu entscheiden ist, was in die Leistungsbeschreibung gehört und wie Sie die gelieferten Daten prüfen.",

  "guides.heading": "Unsere Leitfäden",
  "guides.intro": "Jeder Leitfaden beantwortet eine Frage, die Auftraggeber klären müssen – mit den Prüfungen, die Sie selbst vornehmen können, und den Fragen an Ihren Vermesser.",

  "cta.heading": "Lassen Sie Ihre Leistungsbeschreibung prüfen",
  "cta.text": "Senden Sie uns Ihre Leistungsbeschreibung oder vereinbaren Sie einen Telefontermin mit einem Vermessungsingenieur: Wir sagen Ihnen, was fehlt, was entfallen kann und was das für Preis und Terminplan bedeutet.",
  "cta.actions.talk-to-an-expert": "Telefontermin vereinbaren",
  "cta.actions.about/methodology": "Zur Methodik",
} satisfies SameKeys<typeof en>;
