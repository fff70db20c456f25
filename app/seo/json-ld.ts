import { COMPANY, OFFICES, type Office } from "~/site/company";
import { absoluteUrl } from "~/site/site-url";
import { localizedPath } from "~/i18n/paths";
import type { Lang } from "~/i18n/languages";

/** schema.org JSON-LD builders. Each returns a plain object ready for a ld+json script. */
type JsonLd = Record<string, unknown>;

const ORG_ID = absoluteUrl("/#organization");

function postalAddress(office: Office, lang: Lang): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: office.street,
    postalCode: office.postalCode,
    addressLocality: office.locality,
    addressCountry: office.countryCode,
    name: office.country[lang],
  };
}

/** The company as a ProfessionalService with both offices (home and contact pages). */
export function organizationJsonLd(lang: Lang, description: string): JsonLd {
  const [hq, ...branches] = OFFICES;
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "ProfessionalService"],
    "@id": ORG_ID,
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    url: absoluteUrl(localizedPath("home", lang)),
    logo: absoluteUrl("/logo.svg"),
    image: absoluteUrl("/og-image.png"),
    description,
    foundingDate: String(COMPANY.foundingYear),
    email: COMPANY.email,
    telephone: COMPANY.phone,
    numberOfEmployees: { "@type": "QuantitativeValue", value: COMPANY.teamSize },
    address: postalAddress(hq, lang),
    areaServed: COMPANY.areaServed.map((name) => ({ "@type": "Country", name })),
    sameAs: COMPANY.social.map((s) => s.url),
    location: OFFICES.map((office) => ({
      "@type": "Place",
      name: `${COMPANY.name} ${office.name}`,
      address: postalAddress(office, lang),
      telephone: office.phone,
      hasMap: office.mapUrl,
    })),
    department: branches.map((office) => ({
      "@type": "ProfessionalService",
      name: `${COMPANY.name} ${office.name}`,
      address: postalAddress(office, lang),
      telephone: office.phone,
      email: office.email,
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface ServiceOffer {
  name: string;
  description?: string;
  price?: number;
  priceCurrency?: string;
  /** Price note, e.g. "excluding VAT, for properties under 1,000 m²". */
  eligibility?: string;
}

export interface ServiceInput {
  name: string;
  serviceType: string;
  description: string;
  path: string;
  /** Tree surveys are also offered in the United Kingdom. */
  includesUnitedKingdom?: boolean;
  offers?: readonly ServiceOffer[];
  catalogueName?: string;
}

function offerJsonLd(offer: ServiceOffer): JsonLd {
  return {
    "@type": "Offer",
    itemOffered: { "@type": "Service", name: offer.name, ...(offer.description ? { description: offer.description } : {}) },
    ...(offer.price !== undefined
      ? {
          priceSpecification: {
            "@type": "PriceSpecification",
            price: offer.price,
            priceCurrency: offer.priceCurrency ?? "USD",
            valueAddedTaxIncluded: false,
            ...(offer.eligibility ? { description: offer.eligibility } : {}),
          },
          price: offer.price,
          priceCurrency: offer.priceCurrency ?? "USD",
        }
      : {}),
  };
}

export function serviceJsonLd(input: ServiceInput): JsonLd {
  const countries = input.includesUnitedKingdom ? COMPANY.treeSurveyAreaServed : COMPANY.areaServed;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url: absoluteUrl(input.path),
    provider: { "@id": ORG_ID, "@type": "ProfessionalService", name: COMPANY.name },
    areaServed: countries.map((name) => ({ "@type": "Country", name })),
    ...(input.offers && input.offers.length
      ? {
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: input.catalogueName ?? input.name,
            itemListElement: input.offers.map(offerJsonLd),
          },
        }
      : {}),
  };
}

export interface Faq {
  q: string;
  a: string;
}

export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.q,
      acceptedAnswer: { "@type": "Answer", text: faq.a },
    })),
  };
}

export interface HowToStep {
  title: string;
  text: string;
}

export function howToJsonLd(name: string, description: string, steps: readonly HowToStep[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name,
    description,
    step: steps.map((step, i) => ({ "@type": "HowToStep", position: i + 1, name: step.title, text: step.text })),
  };
}

export interface CaseStudyInput {
  name: string;
  description: string;
  lang: Lang;
  path: string;
  /** "Krefeld, Germany" in the page's language, the city, and the ISO country code. */
  place: { name: string; locality: string; countryCode: string };
  /** Year and month the work started and ended ("2025-05"). */
  start: string;
  end: string;
  services: readonly { name: string; path: string }[];
}

/** An Article of the company's: its headline, description, language and address, written and published by the company. */
function articleJsonLd(input: { name: string; description: string; lang: Lang; path: string }, section: string): JsonLd {
  const company = { "@id": ORG_ID, "@type": "Organization", name: COMPANY.name };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.name,
    description: input.description,
    inLanguage: input.lang,
    url: absoluteUrl(input.path),
    mainEntityOfPage: absoluteUrl(input.path),
    image: absoluteUrl("/og-image.png"),
    articleSection: section,
    author: company,
    publisher: company,
  };
}

/**
 * A case study as a schema.org Article: what it is about (the services used), where the work
 * was done (contentLocation) and when (temporalCoverage), written and published by the company.
 */
export function caseStudyJsonLd(input: CaseStudyInput): JsonLd {
  return {
    ...articleJsonLd(input, "Case study"),
    about: input.services.map((service) => ({ "@type": "Service", name: service.name, url: absoluteUrl(service.path) })),
    contentLocation: {
      "@type": "Place",
      name: input.place.name,
      address: { "@type": "PostalAddress", addressLocality: input.place.locality, addressCountry: input.place.countryCode },
    },
    temporalCoverage: `${input.start}/${input.end}`,
  };
}

export interface GuideInput {
  name: string;
  description: string;
  lang: Lang;
  path: string;
  /** The date the guide was last revised (ISO 8601). */
  revised: string;
}

/** A guide as a schema.org Article, written and published by the company, dated by its last revision. */
export function guideJsonLd(input: GuideInput): JsonLd {
  return { ...articleJsonLd(input, "Guide"), datePublished: input.revised, dateModified: input.revised };
}
