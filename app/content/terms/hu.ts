import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Felhasználási feltételek",
  "page.title": "Felhasználási feltételek",
  "page.h1": "Felhasználási feltételek",
  "page.description": "A Pontos 3D weboldalának használatára és az árajánlatkérésekre vonatkozó feltételek.",

  "hero.eyebrow": "Jogi információk",
  "hero.lead": "A Pontos 3D Kft. által üzemeltetett weboldal használatának feltételei. Ezek az oldalon közölt információkra és tartalmakra, valamint az oldalon keresztül küldött megkeresésekre vonatkoznak; minden felmérési munkánkra a saját írásos árajánlata és szerződése irányadó.",
} satisfies SameKeys<typeof en>;
