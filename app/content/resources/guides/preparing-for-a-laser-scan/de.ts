import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Vorbereitung auf den Laserscan",
  "page.title": "Laserscan vorbereiten: Zugang, Freigaben, Arbeitsschutz",
  "page.h1": "Gebäude, Anlage oder Schiff auf den Laserscan vorbereiten",
  "page.description": "Zugang, Unterweisungen, ATEX und Erlaubnisscheine, Gebäude im Betrieb, was frei sein muss und was Sie uns schicken: So laufen die Scantage nach Plan.",

  "hero.eyebrow": "Leitfaden",
  "hero.lead": "Was vor der Ankunft des Messtrupps an einem Gebäude, in einer laufenden Anlage oder an Bord zu regeln ist, was Sie mit der Leistungsbeschreibung schicken sollten und was einen Scan am häufigsten verzögert.",
} satisfies SameKeys<typeof en>;
