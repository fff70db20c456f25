import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Datenschutzerklärung",
  "page.title": "Datenschutzerklärung",
  "page.h1": "Datenschutzerklärung",
  "page.description": "Wie die Pontos 3D Kft. personenbezogene Daten gemäß DSGVO erhebt, verwendet und schützt – und welche Rechte Sie als betroffene Person haben.",

  "hero.eyebrow": "Rechtliches",
  "hero.lead": "Wie die Pontos 3D Kft. die personenbezogenen Daten verarbeitet, die Sie über diese Website, per E-Mail oder am Telefon an uns geben: was wir erheben, wozu und auf welcher Rechtsgrundlage, wie lange, wer sie sehen kann und wie Sie Ihre Rechte nach der DSGVO und, in der Türkei, nach dem KVKK wahrnehmen.",
} satisfies SameKeys<typeof en>;
