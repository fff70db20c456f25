import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "hero.eyebrow": "Yasal",
  "hero.lead": "Pontos 3D Kft. tarafından işletilen bu web sitesini hangi koşullarla kullanabileceğiniz. Bu koşullar sitedeki bilgi ve içeriklerle site üzerinden gönderdiğiniz talepleri kapsar; yaptığımız her ölçüm işi kendi yazılı teklifine ve sözleşmesine tabidir.",
} satisfies SameKeys<typeof en>;
