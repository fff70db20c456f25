import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Experten fragen",
  "page.title": "Mit einem Experten sprechen",
  "page.h1": "Sprechen Sie mit unseren Experten",
  "page.description": "Vereinbaren Sie ein {{callLengthMinutes}}-minütiges Gespräch mit einem unserer Vermessungsingenieure oder BIM-Spezialisten zu einem Termin, der Ihnen passt, und klären Sie Methode, Genauigkeit, Zeitplan und Kosten, bevor Sie sich festlegen.",
} satisfies SameKeys<typeof en>;
