import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "hero.eyebrow": "Legal",
  "hero.lead": "Who runs this website: Pontos 3D Kft., with the details a service provider must publish under Hungary's {{ecommerceAct}} on electronic commerce: registration, tax numbers and contacts.",

  "sections.0.heading": "Service provider",
  "sections.0.blocks.0": "- Company name: Pontos 3D Kft.\n- Legal form: limited liability company under Hungarian law (korlátolt felelősségű társaság, Kft.)\n- Seat: {{companySeat}}, Hungary\n- Managing director: Péter Kovács",

  "sections.1.heading": "Company register and tax numbers",
  "sections.1.blocks.0": "- Registration court: Company Registry Court of Budapest (Fővárosi Törvényszék Cégbírósága)\n- Company registration number: {{companyRegistrationNumber}}\n- Tax number: {{companyTaxNumber}}\n- EU VAT number: {{companyEuVatNumber}}",

  "sections.2.heading": "Contact",
  "sections.2.blocks.0": "- Phone: {{companyPhone}}\n- E-mail: info@pontos3d.example\n- Post: Pontos 3D Kft., {{companySeat}}, Hungary",
  "sections.2.blocks.1": "Questions about personal data go to privacy@pontos3d.example; our Privacy Policy explains how we handle them.",

  "sections.3.heading": "Istanbul office",
  "sections.3.blocks.0": "Our Istanbul office is a branch of Pontos 3D Kft., not a separate company.",
  "sections.3.blocks.1": "- Address: {{istanbulOfficeAddress}}, Türkiye\n- Phone: {{istanbulPhone}}",

  "sections.4.heading": "Responsible for the content",
  "sections.4.blocks.0": "Péter Kovács, managing director, Pontos 3D Kft., {{companySeat}}, Hungary.",

  "sections.5.heading": "Dispute resolution",
  "sections.5.blocks.0": "We do not take part in dispute resolution proceedings before a consumer arbitration board.",
  "sections.5.blocks.1": "If you have a complaint about our work or this website, write to info@pontos3d.example so that we can look into it with you.",
} satisfies PageWords<typeof page>;
