import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Impresszum",
  "page.title": "Impresszum",
  "page.h1": "Impresszum",
  "page.description": "A weboldal üzemeltetője, a Pontos 3D Kft. adatai: székhely, cégjegyzékszám, adószámok, ügyvezető és elérhetőségek.",

  "hero.eyebrow": "Jogi információk",
  "hero.lead": "A weboldalt a Pontos 3D Kft. üzemelteti. Alább azok az adatai olvashatók, amelyeket az elektronikus kereskedelmi szolgáltatások, valamint az információs társadalommal összefüggő szolgáltatások egyes kérdéseiről szóló {{ecommerceAct}} (Ekertv.) előír: cégjegyzék, adószámok, elérhetőségek és tárhelyszolgáltató.",
} satisfies SameKeys<typeof en>;
