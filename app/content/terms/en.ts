import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Terms of Service",
  "page.title": "Terms of Service",
  "page.h1": "Terms of service",
  "page.description": "The terms that apply to the use of this website and to requests for quotes.",

  "hero.eyebrow": "Legal",
  "hero.lead": "The terms on which you may use this website, run by Pontos 3D Kft. They cover the site's information and content and the enquiries you send through it; every survey we carry out is governed by its own written quote and contract.",
} satisfies PageWords<typeof page>;
