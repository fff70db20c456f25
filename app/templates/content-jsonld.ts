import { localizedPath } from "~/i18n/paths";
import type { Lang } from "~/i18n/languages";
import { caseStudyJsonLd, faqPageJsonLd, guideJsonLd, howToJsonLd, serviceJsonLd, type ServiceOffer } from "~/seo/json-ld";
import { isGuideKey } from "~/site/guides";
import type { PageKey } from "~/site/route-table";
import type { PageContent, Section } from "~/content/types";

interface PageIdentity {
  key: PageKey;
  lang: Lang;
  name: string;
  description: string;
  /** Page labels in the page's language, for the services index's offer catalogue. */
  labels: Record<PageKey, { label: string; description: string }>;
}

function sectionOf<T extends Section["type"]>(content: PageContent, type: T) {
  return content.sections.find((section): section is Extract<Section, { type: T }> => section.type === type);
}

/** The structured data a content page publishes: Service, a case study's or a guide's Article, FAQPage and HowTo, where its content has them. */
export function contentJsonLd(page: PageIdentity, content: PageContent): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  if (content.service) {
    const catalogue = sectionOf(content, "catalogue");
    const offers: ServiceOffer[] = content.service.offer
      ? [
          {
            name: content.service.offer.name,
            price: content.service.offer.price,
            priceCurrency: content.service.offer.priceCurrency,
            eligibility: content.service.offer.eligibility,
          },
        ]
      : (catalogue?.groups.flatMap((group) =>
          group.services.map((service) => ({ name: page.labels[service.page].label, description: service.benefit })),
        ) ?? []);
    out.push(
      serviceJsonLd({
        name: page.name,
        serviceType: content.service.serviceType,
        description: page.description,
        path: localizedPath(page.key, page.lang),
        includesUnitedKingdom: content.service.includesUnitedKingdom,
        offers,
      }),
    );
  }
  if (content.caseStudy) {
    const study = content.caseStudy;
    out.push(
      caseStudyJsonLd({
        name: page.name,
        description: page.description,
        lang: page.lang,
        path: localizedPath(page.key, page.lang),
        place: { name: study.place, locality: study.city, countryCode: study.country },
        start: study.start,
        end: study.end,
        services: study.services.map((key) => ({ name: page.labels[key].label, path: localizedPath(key, page.lang) })),
      }),
    );
  }
  if (isGuideKey(page.key) && content.revised) {
    out.push(
      guideJsonLd({
        name: page.name,
        description: page.description,
        lang: page.lang,
        path: localizedPath(page.key, page.lang),
        revised: content.revised.date,
      }),
    );
  }
  const faq = sectionOf(content, "faq");
  if (faq) out.push(faqPageJsonLd(faq.items));
  const process = content.sections.find((section) => section.type === "process" && section.howTo);
  if (process?.type === "process") out.push(howToJsonLd(process.heading, process.intro ?? page.description, process.steps));
  return out;
}
