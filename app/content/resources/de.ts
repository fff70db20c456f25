import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Fachwissen",
  "page.title": "Fachwissen: Blog, Leitfäden und Downloads",
  "page.h1": "Fachwissen",
  "page.description": "Fachartikel, praxisnahe Leitfäden und Beispieldaten zum Download rund um 3D-Laserscanning, Scan to BIM und Vermessung.",
} satisfies SameKeys<typeof en>;
