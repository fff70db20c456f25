import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "page.label": "Impressum",
  "page.title": "Impressum",
  "page.h1": "Impressum",
  "page.description": "Anbieterkennzeichnung der Pontos 3D Kft.: Sitz, Handelsregister, Steuernummern, Geschäftsführung und Kontakt.",

  "hero.eyebrow": "Rechtliches",
  "hero.lead": "Diese Website betreibt die Pontos 3D Kft. Hier finden Sie die Angaben, die ein Diensteanbieter nach dem ungarischen {{ecommerceAct}} über bestimmte Fragen der Dienste des elektronischen Geschäftsverkehrs und der Dienste der Informationsgesellschaft veröffentlichen muss: Registereintrag, Steuernummern, Kontaktdaten und Hosting-Anbieter. Die Angaben entsprechen zugleich §\u00a05 DDG.",

  "sections.0.heading": "Diensteanbieter",
  "sections.0.blocks.0": "- Firma: Pontos 3D Kft.\n- Rechtsform: Kft. (korlátolt felelősségű társaság), Gesellschaft mit beschränkter Haftung nach ungarischem Recht\n- Sitz: {{companySeat}}, Ungarn\n- Geschäftsführer: Péter Kovács",

  "sections.1.heading": "Firmenbuch und Steuernummern",
  "sections.1.blocks.0": "- Registergericht: Firmengericht beim Hauptstädtischen Gerichtshof Budapest (Fővárosi Törvényszék Cégbírósága)\n- Firmenbuchnummer: {{companyRegistrationNumber}}\n- Ungarische Steuernummer: {{companyTaxNumber}}\n- Umsatzsteuer-Identifikationsnummer: {{companyEuVatNumber}}",

  "sections.2.heading": "Kontakt",
  "sections.2.blocks.0": "- Telefon: {{companyPhone}}\n- E-Mail: info@pontos3d.example\n- Postanschrift: Pontos 3D Kft., {{companySeat}}, Ungarn",
  "sections.2.blocks.1": "Fragen zu personenbezogenen Daten richten Sie bitte an privacy@pontos3d.example; wie wir damit umgehen, erläutert unsere Datenschutzerklärung.",

  "sections.3.heading": "Hosting-Anbieter",
  "sections.3.blocks.0": "Website, Server und unsere E-Mail-Postfächer werden in Ungarn betrieben von:",
  "sections.3.blocks.1": "- Firma: {{hostingProviderName}}\n- Sitz: {{hostingProviderSeat}}, Ungarn\n- E-Mail: {{hostingProviderEmail}}",

  "sections.4.heading": "Zweigniederlassung Istanbul",
  "sections.4.blocks.0": "Unser Büro in Istanbul ist kein eigenständiges Unternehmen, sondern eine Zweigniederlassung der Pontos 3D Kft. Es ist unter eigener Firma im Handelsregister Istanbul eingetragen und zugleich im ungarischen Firmenbucheintrag der Gesellschaft vermerkt.",
  "sections.4.blocks.1": "- Firma: {{istanbulBranchName}}\n- Anschrift: {{istanbulOfficeAddress}}, Türkei\n- Handelsregister Istanbul: Nr. {{istanbulTradeRegistryNumber}}\n- MERSİS-Nr.: {{istanbulMersisNumber}}\n- Finanzamt und Steuernummer: {{istanbulTaxOffice}}, {{istanbulTaxNumber}}\n- Leiterin der Zweigniederlassung: {{istanbulBranchManager}}\n- Telefon: {{istanbulPhone}}\n- E-Mail: istanbul@pontos3d.example",

  "sections.5.heading": "Berufsqualifikation und berufsrechtliche Regelungen",
  "sections.5.blocks.0": "Vermessung und Kartierung sind in Ungarn eine reglementierte Tätigkeit. Maßgeblich sind das {{fttvAct}} über die Vermessungs- und Kartierungstätigkeit (Fttv.) und seine Durchführungsverordnungen, abrufbar unter njt.hu.",
  "sections.5.blocks.1": "Unsere Vermessungen in Ungarn werden von Mitarbeitenden ausgeführt und geprüft, die die für die jeweilige Arbeit vorgeschriebene, in Ungarn erworbene Berufsqualifikation besitzen. Das Angebot für Ihr Projekt nennt die dafür verantwortliche Vermessungsfachkraft und ihre Qualifikation.",
  "sections.5.blocks.2": "Katastervermessungen, die die Liegenschaftskarte ändern, führen wir nicht aus. Muss das Ergebnis einer Vermessung in das ungarische Liegenschaftsregister (ingatlan-nyilvántartás) eingetragen werden, führt diese Vermessung ein zugelassener Katastervermesser (ingatlanrendező földmérő) Ihrer Wahl aus, auf Wunsch auf Grundlage unserer Festpunkte.",
  "sections.5.blocks.3": "In der Türkei werden unsere Vermessungen von Vermessungsingenieuren (harita mühendisi) ausgeführt, die – wie es das türkische Recht verlangt – Mitglieder der Kammer der Vermessungs- und Katasteringenieure (TMMOB Harita ve Kadastro Mühendisleri Odası) sind. Die Kammer veröffentlicht ihre Berufsregeln unter hkmo.org.tr.",

  "sections.6.heading": "Verbraucherstreitbeilegung",
  "sections.6.blocks.0": "Unsere Leistungen richten sich an Unternehmen, Freiberufler und öffentliche Auftraggeber. Nutzen Sie sie dennoch als Verbraucher, können Sie sich mit einer Beschwerde an die für Ihren Wohnort zuständige ungarische Schlichtungsstelle (békéltető testület) oder an die Schlichtungsstelle Budapest (Budapesti Békéltető Testület, {{conciliationBoardAddress}}, bekeltet.hu) wenden; an deren Verfahren wirken wir wie gesetzlich vorgeschrieben mit. Eine allgemeine Erklärung, uns den Entscheidungen dieser Stellen im Voraus zu unterwerfen, haben wir nicht abgegeben. Zur Teilnahme an Streitbeilegungsverfahren vor einer deutschen Verbraucherschlichtungsstelle sind wir weder bereit noch verpflichtet.",
  "sections.6.blocks.1": "Haben Sie eine Beschwerde zu unserer Arbeit oder zu dieser Website, schreiben Sie bitte an info@pontos3d.example, damit wir ihr gemeinsam mit Ihnen nachgehen können.",
} satisfies SameKeys<typeof en>;
