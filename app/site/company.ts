import { LANGUAGES, type Lang } from "../i18n/languages.ts";
import { COUNTRIES } from "./countries.ts";
import { FACTS } from "./facts.ts";

/** Every fact about the company lives here and is imported wherever it is shown; its figures come from the facts module. */
export interface Office {
  id: "budapest" | "istanbul";
  name: string;
  /** The city as written in each language. */
  city: Record<Lang, string>;
  isHq: boolean;
  country: Record<Lang, string>;
  countryCode: "HU" | "TR";
  street: string;
  postalCode: string;
  locality: string;
  /** The address as each language writes it, one line a part: the fact's parts (companySeat, istanbulOfficeAddress). */
  addressLines: Readonly<Record<Lang, readonly string[]>>;
  phone: string;
  email: string;
  /** When the office answers, with its time zone, as each language writes it (a fact). */
  hours: Readonly<Record<Lang, string>>;
  mapUrl: string;
}

function mapSearch(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A per-language address fact as lines: "1134 Budapest, Váci út 47." → ["1134 Budapest", "Váci út 47."]. */
function linesOf(address: Readonly<Record<Lang, string>>): Record<Lang, readonly string[]> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, address[lang].split(", ")])) as unknown as Record<Lang, readonly string[]>;
}

export const OFFICES: readonly Office[] = [
  {
    id: "budapest",
    name: "Budapest",
    city: { en: "Budapest", tr: "Budapeşte", hu: "Budapest", de: "Budapest" },
    isHq: true,
    country: COUNTRIES.HU,
    countryCode: "HU",
    street: "Váci út 47",
    postalCode: "1134",
    locality: "Budapest",
    addressLines: linesOf(FACTS.companySeat),
    phone: "+36 1 555 0147",
    email: "budapest@pontos3d.example",
    hours: FACTS.budapestOfficeHours,
    mapUrl: mapSearch("Váci út 47, 1134 Budapest, Hungary"),
  },
  {
    id: "istanbul",
    name: "Istanbul",
    city: { en: "Istanbul", tr: "İstanbul", hu: "Isztambul", de: "Istanbul" },
    isHq: false,
    country: COUNTRIES.TR,
    countryCode: "TR",
    street: "Büyükdere Cad. 121",
    postalCode: "34394",
    locality: "Şişli/İstanbul",
    addressLines: linesOf(FACTS.istanbulOfficeAddress),
    phone: "+90 212 555 0148",
    email: "istanbul@pontos3d.example",
    hours: FACTS.istanbulOfficeHours,
    mapUrl: mapSearch("Büyükdere Cad. 121, 34394 Şişli/İstanbul, Türkiye"),
  },
];

/**
 * The office a page's reader is nearest to, whose phone and e-mail the header shows first:
 * Istanbul for Turkish pages, Budapest (the headquarters) for Hungarian, German and English ones.
 */
export const NEAREST_OFFICE: Readonly<Record<Lang, Office["id"]>> = { tr: "istanbul", hu: "budapest", de: "budapest", en: "budapest" };

export function nearestOffice(lang: Lang): Office {
  return OFFICES.find((office) => office.id === NEAREST_OFFICE[lang]) ?? OFFICES[0];
}

export const COMPANY = {
  name: "Pontos 3D",
  legalName: "Pontos 3D Kft.",
  /** Where data-protection requests go (privacy policy, legal notice). */
  privacyEmail: "privacy@pontos3d.example",
  /** The company register's entry (fictional values in the Hungarian formats); the numbers are facts. */
  registration: {
    court: "Fővárosi Törvényszék Cégbírósága",
    number: FACTS.companyRegistrationNumber,
    taxNumber: FACTS.companyTaxNumber,
    euVatNumber: FACTS.companyEuVatNumber,
    managingDirector: "Kovács Péter",
  },
  foundingYear: FACTS.foundingYear,
  teamSize: FACTS.teamSize,
  phone: OFFICES[0].phone,
  email: "info@pontos3d.example",
  /** Countries named as the area served in structured data. */
  areaServed: ["Hungary", "Turkey", "Germany"],
  /** Tree surveys (BS 5837) are also offered in the United Kingdom. */
  treeSurveyAreaServed: ["Hungary", "Turkey", "Germany", "United Kingdom"],
  social: [
    { id: "linkedin", name: "LinkedIn", url: "https://www.linkedin.com/company/pontos3d" },
    { id: "youtube", name: "YouTube", url: "https://www.youtube.com/@pontos3d" },
    { id: "instagram", name: "Instagram", url: "https://www.instagram.com/pontos3d" },
  ],
} as const;

/** A phone number as shown: non-breaking spaces keep it on one line. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, "\u00a0");
}

/** A phone number as a tel: URI. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
