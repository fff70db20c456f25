import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Felkészülés a lézerszkennelésre",
  "page.title": "Lézerszkennelés előtt: bejutás, engedélyek, munkavédelem",
  "page.h1": "Épület, üzem vagy hajó felkészítése a lézerszkennelésre",
  "page.description": "Bejutás, munkavédelmi oktatás, ATEX és munkaengedély, használatban lévő épületek, mit kell szabaddá tenni és mit küldjön el: így halad a felmérés terv szerint.",

  "hero.eyebrow": "Útmutató",
  "hero.lead": "Mit kell elintézni, mielőtt a felmérőcsapat megérkezik egy épülethez, egy működő üzembe vagy egy hajóra, mit érdemes a feladatleírással együtt elküldeni, és mi késlelteti a leggyakrabban a szkennelést.",
} satisfies SameKeys<typeof en>;
