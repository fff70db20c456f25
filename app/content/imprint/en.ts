import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Legal Notice",
  "page.title": "Legal Notice (Imprint)",
  "page.h1": "Legal notice",
  "page.description": "Who runs this website: Pontos 3D Kft., its seat, company registration, tax numbers, managing director and contacts.",

  "hero.eyebrow": "Legal",
  "hero.lead": "Pontos 3D Kft. runs this website. Below are the details a service provider must publish under Hungary's {{ecommerceAct}} on certain issues of electronic commerce services and information society services: registration, tax numbers, contacts and the hosting provider.",

  "sections.0.heading": "Service provider",
  "sections.0.blocks.0": "- Company name: Pontos 3D Kft.\n- Legal form: limited liability company under Hungarian law (korlátolt felelősségű társaság, Kft.)\n- Seat: {{companySeat}}, Hungary\n- Managing director: Péter Kovács",

  "sections.1.heading": "Company register and tax numbers",
  "sections.1.blocks.0": "- Registration court: Company Registry Court of Budapest (Fővárosi Törvényszék Cégbírósága)\n- Company registration number: {{companyRegistrationNumber}}\n- Tax number: {{companyTaxNumber}}\n- EU VAT number: {{companyEuVatNumber}}",

  "sections.2.heading": "Contact",
  "sections.2.blocks.0": "- Phone: {{companyPhone}}\n- E-mail: info@pontos3d.example\n- Post: Pontos 3D Kft., {{companySeat}}, Hungary",
  "sections.2.blocks.1": "Questions about personal data go to privacy@pontos3d.example; our Privacy Policy explains how we handle them.",

  "sections.3.heading": "Hosting provider",
  "sections.3.blocks.0": "This website, its server and our e-mail are hosted in Hungary by:",
  "sections.3.blocks.1": "- Company name: {{hostingProviderName}}\n- Seat: {{hostingProviderSeat}}, Hungary\n- E-mail: {{hostingProviderEmail}}",

  "sections.4.heading": "Istanbul branch",
  "sections.4.blocks.0": "Our Istanbul office is a branch of Pontos 3D Kft., not a separate company. It is registered in the Istanbul trade registry under its own trade name and is also recorded in the company's entry in the Hungarian company register.",
  "sections.4.blocks.1": "- Trade name: {{istanbulBranchName}}\n- Address: {{istanbulOfficeAddress}}, Türkiye\n- Istanbul Trade Registry no.: {{istanbulTradeRegistryNumber}}\n- MERSİS no.: {{istanbulMersisNumber}}\n- Tax office and tax no.: {{istanbulTaxOffice}}, {{istanbulTaxNumber}}\n- Branch manager: {{istanbulBranchManager}}\n- Phone: {{istanbulPhone}}\n- E-mail: istanbul@pontos3d.example",

  "sections.5.heading": "Professional qualification and rules",
  "sections.5.blocks.0": "Surveying and mapping is a regulated activity in Hungary. Its rules are {{fttvAct}} on surveying and mapping (Fttv.) and its implementing decrees, published at njt.hu.",
  "sections.5.blocks.1": "Our surveys in Hungary are carried out and checked by staff who hold the professional qualifications these rules require for each kind of work, obtained in Hungary. The quote for your project names the surveyor responsible for it and their qualification.",
  "sections.5.blocks.2": "We do no cadastral work that changes the land-registry map. Where a survey has to be entered in the land register, a licensed land surveyor (ingatlanrendező földmérő) of your choice carries it out, on our survey control if you wish.",
  "sections.5.blocks.3": "In Türkiye our surveys are carried out by surveying engineers (harita mühendisi) who are members of the Chamber of Surveying and Cadastre Engineers (TMMOB Harita ve Kadastro Mühendisleri Odası), as Turkish law requires of them. The chamber publishes its professional rules at hkmo.org.tr.",

  "sections.6.heading": "Dispute resolution",
  "sections.6.blocks.0": "Our services are offered to businesses, public bodies and other professional clients. If you nevertheless use them as a consumer, you can take a complaint to the conciliation board (békéltető testület) of your place of residence in Hungary or to the Budapest Conciliation Board (Budapesti Békéltető Testület, {{conciliationBoardAddress}}, bekeltet.hu); we cooperate in its proceedings as the law requires. We have not declared in advance that we submit to the boards' decisions.",
  "sections.6.blocks.1": "If you have a complaint about our work or this website, write to info@pontos3d.example so that we can look into it with you.",
} satisfies PageWords<typeof page>;
