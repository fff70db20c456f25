import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Legal Notice",
  "page.title": "Legal Notice (Imprint)",
  "page.h1": "Legal notice",
  "page.description": "Who runs this website: Pontos 3D Kft., its seat, company registration, tax numbers, managing director and contacts.",

  "hero.eyebrow": "Legal",
  "hero.lead": "Pontos 3D Kft. runs this website. Below are the details a service provider must publish under Hungary's {{ecommerceAct}} on certain issues of electronic commerce services and information society services: registration, tax numbers, contacts and the hosting provider.",
} satisfies PageWords<typeof page>;
