import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Útmutatók",
  "page.title": "Útmutatók",
  "page.h1": "Útmutatók",
  "page.description": "Gyakorlati útmutatók lézerszkenneléses felmérések megrendelőinek: a kidolgozottsági szint megválasztása, felkészülés a szkennelésre, a QA/QC-jelentés.",

  "hero.eyebrow": "Tudástár",
  "hero.lead": "Földmérőink írták azoknak, akik felmérést rendelnek meg: mit kell eldönteni a szkennelés előtt, mi kerüljön a feladatleírásba, és hogyan ellenőrizze az átvett adatokat.",

  "guides.heading": "Útmutatóink",
  "guides.intro": "Minden útmutató egy olyan kérdésre felel, amelyet a megrendelőnek kell eldöntenie, és felsorolja, mit ellenőrizhet Ön maga, és mit kérdezzen a földmérőtől.",

  "cta.heading": "Ellenőriztesse velünk a feladatleírását",
  "cta.text": "Küldje el a feladatleírást, vagy kérjen telefonos egyeztetést egyik földmérőnkkel: megmondjuk, mit érdemes kiegészíteni vagy elhagyni, és ez hogyan hat az árra és az ütemtervre.",
  "cta.actions.talk-to-an-expert": "Beszéljen szakértőnkkel",
  "cta.actions.about/methodology": "Módszertanunk megismerése",
} satisfies SameKeys<typeof en>;
