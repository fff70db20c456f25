import type { SameKeys } from "~/templates/builders/define";
import type en from "./en";

export default {
  "hero.eyebrow": "Rechtliches",
  "hero.lead": "Wer diese Website betreibt: die Pontos 3D Kft. mit den Angaben, die ein Diensteanbieter nach dem ungarischen {{ecommerceAct}} über den elektronischen Geschäftsverkehr veröffentlichen muss: Registereintrag, Steuernummern und Kontaktdaten.",

  "sections.0.heading": "Diensteanbieter",
  "sections.0.blocks.0": "- Firma: Pontos 3D Kft.\n- Rechtsform: korlátolt felelősségű társaság (Kft.), eine GmbH-ähnliche Gesellschaft mit beschränkter Haftung nach ungarischem Recht\n- Sitz: {{companySeat}}, Ungarn\n- Geschäftsführer: Péter Kovács",

  "sections.1.heading": "Handelsregister und Steuernummern",
  "sections.1.blocks.0": "- Registergericht: Firmengericht des Hauptstädtischen Gerichtshofs Budapest (Fővárosi Törvényszék Cégbírósága)\n- Handelsregisternummer: {{companyRegistrationNumber}}\n- Ungarische Steuernummer: {{companyTaxNumber}}\n- Umsatzsteuer-Identifikationsnummer: {{companyEuVatNumber}}",

  "sections.2.heading": "Kontakt",
  "sections.2.blocks.0": "- Telefon: {{companyPhone}}\n- E-Mail: info@pontos3d.example\n- Postanschrift: Pontos 3D Kft., {{companySeat}}, Ungarn",
  "sections.2.blocks.1": "Fragen zu personenbezogenen Daten richten Sie bitte an privacy@pontos3d.example; wie wir damit umgehen, erläutert unsere Datenschutzerklärung.",

  "sections.3.heading": "Büro Istanbul",
  "sections.3.blocks.0": "Unser Büro in Istanbul ist kein eigenständiges Unternehmen, sondern eine Zweigniederlassung der Pontos 3D Kft.",
  "sections.3.blocks.1": "- Anschrift: {{istanbulOfficeAddress}}, Türkei\n- Telefon: {{istanbulPhone}}",

  "sections.4.heading": "Verantwortlich für den Inhalt",
  "sections.4.blocks.0": "Péter Kovács, Geschäftsführer, Pontos 3D Kft., {{companySeat}}, Ungarn.",

  "sections.5.heading": "Verbraucherstreitbeilegung",
  "sections.5.blocks.0": "Wir nehmen nicht an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teil.",
  "sections.5.blocks.1": "Haben Sie eine Beschwerde zu unserer Arbeit oder zu dieser Website, schreiben Sie bitte an info@pontos3d.example, damit wir ihr gemeinsam mit Ihnen nachgehen können.",
} satisfies SameKeys<typeof en>;
