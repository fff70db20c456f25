import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Cookie Policy",
  "page.title": "Cookie Policy",
  "page.h1": "Cookie policy",
  "page.description": "Why this website sets no cookies, what it keeps in your browser's storage and how to remove it.",

  "hero.eyebrow": "Legal",
  "hero.lead": "This website sets no cookies and loads nothing from third parties. It keeps at most two small entries in your browser's local storage, the second only if you ask it to remember your language. This page says what they hold, how long they stay, why they need no consent and how to remove them.",
} satisfies PageWords<typeof page>;
