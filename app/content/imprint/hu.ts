import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "hero.eyebrow": "Jogi információk",
  "hero.lead": "Ki üzemelteti ezt a weboldalt: a Pontos 3D Kft. adatai, amelyeket az elektronikus kereskedelmi szolgáltatásokról szóló {{ecommerceAct}} előír: cégjegyzék, adószámok és elérhetőségek.",

  "sections.0.heading": "A szolgáltató",
  "sections.0.blocks.0": "- Cégnév: Pontos 3D Kft.\n- Cégforma: korlátolt felelősségű társaság (Kft.)\n- Székhely: {{companySeat}}\n- Ügyvezető: Kovács Péter",

  "sections.1.heading": "Cégjegyzék és adószámok",
  "sections.1.blocks.0": "- Nyilvántartó cégbíróság: Fővárosi Törvényszék Cégbírósága\n- Cégjegyzékszám: {{companyRegistrationNumber}}\n- Adószám: {{companyTaxNumber}}\n- Közösségi adószám: {{companyEuVatNumber}}",

  "sections.2.heading": "Elérhetőségek",
  "sections.2.blocks.0": "- Telefon: {{companyPhone}}\n- E-mail-cím: info@pontos3d.example\n- Levelezési cím: Pontos 3D Kft., {{companySeat}}",
  "sections.2.blocks.1": "A személyes adatokkal kapcsolatos kérdéseket a privacy@pontos3d.example címre várjuk; kezelésük módját az Adatkezelési tájékoztató írja le.",

  "sections.3.heading": "Isztambuli iroda",
  "sections.3.blocks.0": "Isztambuli irodánk nem önálló cég, hanem a Pontos 3D Kft. fióktelepe.",
  "sections.3.blocks.1": "- Cím: {{istanbulOfficeAddress}}, Törökország\n- Telefon: {{istanbulPhone}}",

  "sections.4.heading": "A tartalomért felelős személy",
  "sections.4.blocks.0": "Kovács Péter ügyvezető, Pontos 3D Kft., {{companySeat}}.",

  "sections.5.heading": "Vitarendezés",
  "sections.5.blocks.0": "Fogyasztói jogviták rendezésére szolgáló békéltető testületi eljárásban nem veszünk részt.",
  "sections.5.blocks.1": "Ha munkánkkal vagy ezzel a weboldallal kapcsolatban panasza van, írjon az info@pontos3d.example címre, hogy Önnel együtt kivizsgálhassuk.",
} satisfies SameKeys<typeof en>;
