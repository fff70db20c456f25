import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Angebot anfordern",
  "page.title": "Angebot anfordern",
  "page.h1": "Festpreisangebot anfordern",
  "page.description": "Beschreiben Sie Ihr Objekt und den gewünschten Lieferumfang, fügen Sie Pläne oder Fotos bei und erhalten Sie innerhalb von {{quoteTurnaroundHours}} Stunden (an Werktagen) ein Festpreisangebot.",
} satisfies SameKeys<typeof en>;
