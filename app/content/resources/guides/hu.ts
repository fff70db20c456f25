import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Útmutatók",
  "page.title": "Útmutatók",
  "page.h1": "Útmutatók",
  "page.description": "Gyakorlati útmutatók a lézerszkenneléses felmérés kiírásához, a megfelelő kidolgozottsági szint (LOD) kiválasztásához és a Scan to BIM-projektek feladatleírásához. Hamarosan elérhető.",

  "hero.lead": "Gyakorlati útmutatók azoknak, akik felmérést rendelnek meg: hogyan készítsék el a feladatleírást, mit írjanak elő, és hogyan ellenőrizzék az átvett adatokat.",

  "body.heading": "Az útmutatók témái",
  "body.blocks.guide-answer-question": "Minden útmutató közérthetően megválaszol egy kérdést, amelyet a megrendelőnek a felmérés megkezdése előtt el kell döntenie, és bemutatja azokat az ellenőrzéseket is, amelyeket Ön maga is elvégezhet.",
  "body.blocks.how-brief-survey": "- A feladatleírás elkészítése: a terület, a cél, a munkarészek és a bejutási korlátozások, amelyek ismeretében fix díjas ajánlatot adhatunk\n- Milyen pontosságot írjon elő: a pontfelhő pontossága, a modelltűrés és az illesztési hiba, és miért három különböző értékről van szó\n- Koordináta-rendszerek: helyi rendszerek, országos vetületek és magassági rendszerek, valamint a felmérés bekötése a projekt koordináta-rendszerébe\n- A kidolgozottsági szint kiválasztása: mely elemek szerepelnek a modellben az egyes szinteken, és mennyivel hosszabbítja meg a munkát egy magasabb szint\n- A QA/QC-jelentés értelmezése: maradék eltérések az alappontokon, illesztési középhiba (RMSE) és eltéréstérképek\n- Pontfelhők és fájlformátumok: E57, RCP, LAS, és melyik tervezőszoftver melyiket várja",
  "body.blocks.until": "### Addig is",
  "body.blocks.methodology-page-already": "Módszertan oldalunk már most bemutatja, hogyan tervezzük meg, rögzítjük, illesztjük és ellenőrizzük a felméréseket. Ha kiírása már elkészült, küldje el nekünk: egyik földmérőnk átnézi, és megmondja, mit érdemes kiegészíteni vagy elhagyni, és ez hogyan hat az árra és az ütemtervre.",

  "cta.heading": "Ellenőriztesse kiírását",
  "cta.text": "Egyeztessen hívást egyik földmérőnkkel, és nézzék át együtt a feladatleírást, vagy olvassa el, hogyan visszük végig a felmérést a tervezéstől a QA/QC-ig.",
  "cta.actions.talk-to-an-expert": "Beszéljen szakértőnkkel",
  "cta.actions.about/methodology": "Módszertanunk megismerése",
} satisfies SameKeys<typeof en>;
