import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "hero.eyebrow": "Yasal",
  "hero.lead": "Pontos 3D Kft.'nin bu web sitesi üzerinden, e-postayla veya telefonla ilettiğiniz kişisel verileri nasıl işlediği: hangi verileri hangi amaçla ve hangi hukuki sebebe dayanarak işlediğimiz, ne kadar süreyle sakladığımız, bu verileri kimlerin görebildiği ve GDPR ile Türkiye'de KVKK kapsamındaki haklarınızı nasıl kullanabileceğiniz.",
} satisfies SameKeys<typeof en>;
