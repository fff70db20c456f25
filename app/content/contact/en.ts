import type { PageMetaWords } from "~/templates/builders/page-meta";

export default {
  "page.label": "Contact",
  "page.title": "Contact Us",
  "page.h1": "Contact Pontos 3D",
  "page.description": "Reach our offices in Budapest and Istanbul by phone, e-mail or the contact form. We reply within {{contactReplyHours}} hours.",
} satisfies PageMetaWords;
