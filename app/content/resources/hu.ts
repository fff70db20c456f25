import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Tudástár",
  "page.title": "Tudástár: blog, útmutatók és letöltések",
  "page.h1": "Tudástár",
  "page.description": "Szakcikkek, gyakorlati útmutatók és letölthető minták a 3D lézerszkennelésről, a Scan to BIM-ről és a geodéziai felmérésekről.",
} satisfies SameKeys<typeof en>;
