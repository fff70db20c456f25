import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "İletişim",
  "page.title": "Bize ulaşın",
  "page.h1": "Pontos 3D ile iletişime geçin",
  "page.description": "Budapeşte ve İstanbul ofislerimize telefon, e‑posta veya iletişim formu aracılığıyla ulaşın. {{contactReplyHours}} saat içinde yanıt veriyoruz.",
} satisfies SameKeys<typeof en>;
