import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Beszéljen szakértőnkkel",
  "page.title": "Beszéljen szakértőnkkel",
  "page.h1": "Beszéljen szakértőnkkel",
  "page.description": "Foglaljon {{callLengthMinutes}} perces telefonos egyeztetést földmérő vagy BIM-szakértő kollégánkkal az Önnek megfelelő napon és időpontban, és még a döntés előtt beszéljük át a módszert, a pontosságot, az ütemezést és a költségeket.",
} satisfies SameKeys<typeof en>;
