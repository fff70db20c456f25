import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Was ein QA/QC-Bericht enthalten muss",
  "page.title": "Was ein QA/QC-Bericht zum Laserscan-Aufmaß enthalten muss",
  "page.h1": "Was ein QA/QC-Bericht enthalten muss und wie man ihn liest",
  "page.description": "Festpunktnetz, RMSE der Registrierung, unabhängige Kontrollpunkte, Abweichung Modell–Punktwolke, Lücken und Freigabe: so lesen Sie einen QA/QC-Bericht.",

  "hero.eyebrow": "Leitfaden",
  "hero.lead": "Was jeder Teil eines QA/QC-Berichts belegt, welche Kennwerte oft verwechselt werden, woran Sie Warnzeichen erkennen und was in Ihre Leistungsbeschreibung gehört, damit der Bericht Ihre Fragen beantwortet.",
} satisfies SameKeys<typeof en>;
