import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Kullanım koşulları",
  "page.title": "Kullanım koşulları",
  "page.h1": "Kullanım koşulları",
  "page.description": "Bu web sitesinin kullanımı ve teklif talepleri için geçerli olan koşullar.",

  "hero.eyebrow": "Yasal",
  "hero.lead": "Pontos 3D Kft. tarafından işletilen bu web sitesini hangi koşullarla kullanabileceğiniz. Bu koşullar sitedeki bilgi ve içeriklerle site üzerinden gönderdiğiniz talepleri kapsar; yaptığımız her ölçüm işi kendi yazılı teklifine ve sözleşmesine tabidir.",
} satisfies SameKeys<typeof en>;
