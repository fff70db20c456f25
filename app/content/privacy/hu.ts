import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "hero.eyebrow": "Jogi információk",
  "hero.lead": "Hogyan kezeli a Pontos 3D Kft. a weboldalon keresztül, e-mailben vagy telefonon megadott személyes adatokat: milyen adatokat gyűjtünk, milyen célból és jogalapon, meddig őrizzük őket, ki férhet hozzájuk, és hogyan gyakorolhatja a GDPR, illetve Törökországban a KVKK szerinti jogait.",
} satisfies SameKeys<typeof en>;
