import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Teklif alın",
  "page.title": "Teklif alın",
  "page.h1": "Sabit fiyatlı teklif alın",
  "page.description": "Sahanızı ve ihtiyaç duyduğunuz çıktıları anlatın, çizim veya fotoğraf ekleyin; iş günlerinde {{quoteTurnaroundHours}} saat içinde sabit fiyatlı teklifinizi alın.",
} satisfies SameKeys<typeof en>;
