import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Impressum",
  "page.title": "Impressum",
  "page.h1": "Impressum",
  "page.description": "Anbieterkennzeichnung der Pontos 3D Kft.: Sitz, Handelsregister, Steuernummern, Geschäftsführung und Kontakt.",

  "hero.eyebrow": "Rechtliches",
  "hero.lead": "Diese Website betreibt die Pontos 3D Kft. Hier finden Sie die Angaben, die ein Diensteanbieter nach dem ungarischen {{ecommerceAct}} über bestimmte Fragen der Dienste des elektronischen Geschäftsverkehrs und der Dienste der Informationsgesellschaft veröffentlichen muss: Registereintrag, Steuernummern, Kontaktdaten und Hosting-Anbieter. Die Angaben entsprechen zugleich §\u00a05 DDG.",
} satisfies SameKeys<typeof en>;
