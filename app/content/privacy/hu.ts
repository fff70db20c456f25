import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Adatkezelési tájékoztató",
  "page.title": "Adatkezelési tájékoztató",
  "page.h1": "Adatkezelési tájékoztató",
  "page.description": "Hogyan gyűjti, kezeli és védi a Pontos 3D Kft. a személyes adatokat az általános adatvédelmi rendelet (GDPR) előírásainak megfelelően.",

  "hero.eyebrow": "Jogi információk",
  "hero.lead": "Hogyan kezeli a Pontos 3D Kft. a weboldalon keresztül, e-mailben vagy telefonon megadott személyes adatokat: milyen adatokat gyűjtünk, milyen célból és jogalapon, meddig őrizzük őket, ki férhet hozzájuk, és hogyan gyakorolhatja a GDPR, illetve Törökországban a KVKK szerinti jogait.",
} satisfies SameKeys<typeof en>;
