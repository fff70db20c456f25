import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "hero.eyebrow": "Legal",
  "hero.lead": "Pontos 3D Kft. runs this website. Below are the details a service provider must publish under Hungary's {{ecommerceAct}} on certain issues of electronic commerce services and information society services: registration, tax numbers, contacts and the hosting provider.",
} satisfies PageWords<typeof page>;
