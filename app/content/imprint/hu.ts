import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Impresszum",
  "page.title": "Impresszum",
  "page.h1": "Impresszum",
  "page.description": "A weboldal üzemeltetője, a Pontos 3D Kft. adatai: székhely, cégjegyzékszám, adószámok, ügyvezető és elérhetőségek.",

  "hero.eyebrow": "Jogi információk",
  "hero.lead": "A weboldalt a Pontos 3D Kft. üzemelteti. Alább azok az adatai olvashatók, amelyeket az elektronikus kereskedelmi szolgáltatások, valamint az információs társadalommal összefüggő szolgáltatások egyes kérdéseiről szóló {{ecommerceAct}} (Ekertv.) előír: cégjegyzék, adószámok, elérhetőségek és tárhelyszolgáltató.",

  "sections.0.heading": "A szolgáltató",
  "sections.0.blocks.0": "- Cégnév: Pontos 3D Kft.\n- Cégforma: korlátolt felelősségű társaság (Kft.)\n- Székhely: {{companySeat}}\n- Ügyvezető: Kovács Péter",

  "sections.1.heading": "Cégjegyzék és adószámok",
  "sections.1.blocks.0": "- Nyilvántartó cégbíróság: Fővárosi Törvényszék Cégbírósága\n- Cégjegyzékszám: {{companyRegistrationNumber}}\n- Adószám: {{companyTaxNumber}}\n- Közösségi adószám: {{companyEuVatNumber}}",

  "sections.2.heading": "Elérhetőségek",
  "sections.2.blocks.0": "- Telefon: {{companyPhone}}\n- E-mail-cím: info@pontos3d.example\n- Levelezési cím: Pontos 3D Kft., {{companySeat}}",
  "sections.2.blocks.1": "A személyes adatokkal kapcsolatos kérdéseket a privacy@pontos3d.example címre várjuk; kezelésük módját az Adatkezelési tájékoztató írja le.",

  "sections.3.heading": "Tárhelyszolgáltató",
  "sections.3.blocks.0": "A weboldal tárhelyét és szerverét, valamint e-mail-fiókjainkat Magyarországon a következő szolgáltató biztosítja:",
  "sections.3.blocks.1": "- Cégnév: {{hostingProviderName}}\n- Székhely: {{hostingProviderSeat}}\n- E-mail-cím: {{hostingProviderEmail}}",

  "sections.4.heading": "Isztambuli fióktelep",
  "sections.4.blocks.0": "Isztambuli irodánk nem önálló cég, hanem a Pontos 3D Kft. fióktelepe. Saját kereskedelmi nevén szerepel az isztambuli kereskedelmi nyilvántartásban, és a társaság magyar cégjegyzékében is fel van tüntetve.",
  "sections.4.blocks.1": "- Kereskedelmi név: {{istanbulBranchName}}\n- Cím: {{istanbulOfficeAddress}}, Törökország\n- Isztambuli kereskedelmi nyilvántartási szám: {{istanbulTradeRegistryNumber}}\n- MERSİS-szám: {{istanbulMersisNumber}}\n- Adóhivatal és adószám: {{istanbulTaxOffice}}, {{istanbulTaxNumber}}\n- Fióktelep-vezető: {{istanbulBranchManager}}\n- Telefon: {{istanbulPhone}}\n- E-mail-cím: istanbul@pontos3d.example",

  "sections.5.heading": "Szakmai képesítés és szakmai szabályok",
  "sections.5.blocks.0": "A földmérési és térképészeti tevékenység Magyarországon szabályozott tevékenység. Szabályait a földmérési és térképészeti tevékenységről szóló {{fttvAct}} (Fttv.) és végrehajtási rendeletei tartalmazzák; ezek az njt.hu oldalon olvashatók.",
  "sections.5.blocks.1": "Magyarországi felméréseinket olyan munkatársak végzik és ellenőrzik, akik az egyes munkákhoz e szabályok által előírt, Magyarországon szerzett szakmai képesítéssel rendelkeznek. A projektért felelős földmérőt és képesítését az adott árajánlat nevezi meg.",
  "sections.5.blocks.2": "Az ingatlan-nyilvántartási térképet érintő, változási vázrajzot igénylő munkát nem végzünk. Ha egy felmérést az ingatlan-nyilvántartásba be kell vezetni, azt az Ön által választott ingatlanrendező földmérő készíti el, kérésére a mi alappontjainkra támaszkodva.",
  "sections.5.blocks.3": "Törökországi felméréseinket a TMMOB Harita ve Kadastro Mühendisleri Odası (a törökországi földmérő- és kataszteri mérnökök kamarája) tagjaként dolgozó földmérőmérnökök (harita mühendisi) végzik, ahogy azt a török jog előírja. A kamara szakmai szabályai a hkmo.org.tr oldalon olvashatók.",

  "sections.6.heading": "Vitarendezés",
  "sections.6.blocks.0": "Szolgáltatásainkat vállalkozásoknak, közintézményeknek és más szakmai megrendelőknek nyújtjuk. Ha Ön ennek ellenére fogyasztóként veszi igénybe őket, panaszával a lakóhelye vagy tartózkodási helye szerint illetékes békéltető testülethez vagy a Budapesti Békéltető Testülethez ({{conciliationBoardAddress}}, bekeltet.hu) fordulhat; az eljárásban a fogyasztóvédelemről szóló törvény szerinti együttműködési kötelezettségünknek eleget teszünk. Általános alávetési nyilatkozatot nem tettünk.",
  "sections.6.blocks.1": "Ha munkánkkal vagy ezzel a weboldallal kapcsolatban panasza van, írjon az info@pontos3d.example címre, hogy Önnel együtt kivizsgálhassuk.",
} satisfies SameKeys<typeof en>;
