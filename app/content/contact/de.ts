import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Kontakt",
  "page.title": "Kontakt",
  "page.h1": "Kontakt zu Pontos 3D",
  "page.description": "Erreichen Sie unsere Büros in Budapest und Istanbul per Telefon, E-Mail oder Kontaktformular. Wir antworten innerhalb von {{contactReplyHours}} Stunden.",
} satisfies SameKeys<typeof en>;
