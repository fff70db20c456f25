import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Cookie-Richtlinie",
  "page.title": "Cookie-Richtlinie",
  "page.h1": "Cookie-Richtlinie",
  "page.description": "Warum diese Website keine Cookies setzt, was sie im Speicher Ihres Browsers ablegt und wie Sie es entfernen.",

  "hero.eyebrow": "Rechtliches",
  "hero.lead": "Diese Website setzt keine Cookies und lädt nichts von Dritten. Sie legt höchstens zwei kurze Einträge im lokalen Speicher Ihres Browsers ab, den zweiten nur, wenn Sie sich Ihre Sprache merken lassen. Hier lesen Sie, was diese enthalten, wie lange sie bestehen bleiben, warum sie keine Einwilligung erfordern und wie Sie sie entfernen.",
} satisfies SameKeys<typeof en>;
