import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Kapcsolat",
  "page.title": "Kapcsolat",
  "page.h1": "Lépjen kapcsolatba a Pontos 3D-vel",
  "page.description": "Budapesti és isztambuli irodánkat telefonon, e-mailben vagy a kapcsolatfelvételi űrlapon érheti el. {{contactReplyHours}} órán belül válaszolunk.",
} satisfies SameKeys<typeof en>;
