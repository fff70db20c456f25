import type { SameKeys } from "~/i18n/words";
import type en from "./en";

export default {
  "page.label": "Kérjen árajánlatot",
  "page.title": "Kérjen árajánlatot",
  "page.h1": "Kérjen fix díjas árajánlatot",
  "page.description": "Írja le a helyszínt és a kért munkarészeket, csatoljon rajzokat vagy fotókat, és munkanapokon számított {{quoteTurnaroundHours}} órán belül fix díjas árajánlatot küldünk.",
} satisfies SameKeys<typeof en>;
