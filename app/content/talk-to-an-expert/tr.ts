import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Uzmanla görüşün",
  "page.title": "Uzmanla görüşün",
  "page.h1": "Bir uzmanla görüşün",
  "page.description": "Ölçüm veya BIM uzmanlarımızdan biriyle, size uygun gün ve saatte {{callLengthMinutes}} dakikalık bir görüşme planlayın; karar vermeden önce yöntemi, doğruluğu, takvimi ve maliyeti birlikte konuşalım.",
} satisfies SameKeys<typeof en>;
