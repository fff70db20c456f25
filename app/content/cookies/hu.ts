import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Sütitájékoztató",
  "page.title": "Sütitájékoztató",
  "page.h1": "Sütitájékoztató",
  "page.description": "Miért nem használ ez a weboldal sütiket, mit tárol a böngészőjében, és hogyan törölheti.",

  "hero.eyebrow": "Jogi információk",
  "hero.lead": "Ez a weboldal nem használ sütiket, és harmadik féltől semmit sem tölt be. Az Ön böngészőjének helyi tárhelyén legfeljebb két rövid bejegyzést tárol, a másodikat csak akkor, ha Ön kéri, hogy az oldal megjegyezze a nyelvet. Ez a tájékoztató leírja, mit tartalmaznak, meddig maradnak meg, miért nem kell hozzájuk hozzájárulás, és hogyan törölheti őket.",
} satisfies SameKeys<typeof en>;
