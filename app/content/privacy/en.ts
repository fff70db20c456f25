import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Privacy Policy",
  "page.title": "Privacy Policy",
  "page.h1": "Privacy policy",
  "page.description": "How Pontos 3D Kft. collects, uses and protects personal data under the GDPR.",

  "hero.eyebrow": "Legal",
  "hero.lead": "How Pontos 3D Kft. handles the personal data you send through this website or give us by e-mail or phone: what we collect, why and on what legal basis, for how long, who can see it, and how you can use your rights under the GDPR and, in Türkiye, under the KVKK.",
} satisfies PageWords<typeof page>;
