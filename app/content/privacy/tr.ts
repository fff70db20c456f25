import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Gizlilik politikası ve KVKK aydınlatma metni",
  "page.title": "Gizlilik politikası ve KVKK aydınlatma metni",
  "page.h1": "Gizlilik politikası ve KVKK aydınlatma metni",
  "page.description": "Pontos 3D Kft.'nin kişisel verilerinizi GDPR ve KVKK kapsamında nasıl işlediği: amaçlar, hukuki sebepler, saklama süreleri ve haklarınız.",

  "hero.eyebrow": "Yasal",
  "hero.lead": "Pontos 3D Kft.'nin bu web sitesi üzerinden, e-postayla veya telefonla ilettiğiniz kişisel verileri nasıl işlediği: hangi verileri hangi amaçla ve hangi hukuki sebebe dayanarak işlediğimiz, ne kadar süreyle sakladığımız, bu verileri kimlerin görebildiği ve GDPR ile Türkiye'de KVKK kapsamındaki haklarınızı nasıl kullanabileceğiniz.",
} satisfies SameKeys<typeof en>;
