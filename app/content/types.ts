import type { PageKey } from "~/site/route-table";
import type { IconName } from "~/components/ui/icons";
import type { VisualName } from "~/components/visuals/visuals";

/**
 * The typed shape of a page's content. A content file (app/content/<page key>/<lang>.ts)
 * exports one PageContent; the SectionPage template renders it. Every language of a page
 * must have the same structure (same sections, same number of cards, steps and FAQs).
 */

/** A link to another page of the site. Internal addresses always go through the route table. */
export interface Action {
  label: string;
  to: PageKey;
  hash?: string;
  /** Preselects the contact form's topic, e.g. "samples" for sample requests. */
  topic?: "samples" | "call";
}

/** A figure with what it measures: { value: "±5 mm", label: "point-cloud accuracy" }. */
export interface Metric {
  value: string;
  label: string;
}

/** An illustration drawn in the project, with its alternative text in the page's language. */
export interface Visual {
  name: VisualName;
  alt: string;
}

export interface Hero {
  /** A short line above the heading. The heading itself is the page's h1 from the catalogue. */
  eyebrow: string;
  lead: string;
  /** First is the primary call to action. */
  actions: Action[];
  /** Three or four key figures shown under the calls to action. */
  facts?: Metric[];
  visual: Visual;
}

interface SectionBase {
  /** The section's anchor id: ASCII, lowercase, hyphenated, the same in every language. */
  id: string;
  /** Label in the sticky anchor nav; sections without one are left out of it. */
  nav?: string;
  heading: string;
  intro?: string;
}

export interface Card {
  icon: IconName;
  title: string;
  text: string;
  metric?: Metric;
}

export interface Faq {
  q: string;
  a: string;
}

export interface ProcessStep {
  title: string;
  /** e.g. "1–2 days". */
  duration?: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  /** A fictional firm. */
  company: string;
}

export interface CatalogueGroup {
  /** Anchor id of the group, also the target of the services index tabs. */
  id: "aec" | "industrial" | "construction" | "maritime" | "drone";
  page: PageKey;
  text: string;
  services: { page: PageKey; benefit: string; metric: Metric }[];
}

export type Section =
  /** Wordmarks of (fictional) client firms from app/site/clients.ts. */
  | (SectionBase & { type: "logos" })
  /** Advantage, outcome, benefit or audience cards, optionally with a metric each. */
  | (SectionBase & { type: "cards"; cards: Card[] })
  /** Cards linking to service pages; the card title is the page's label. */
  | (SectionBase & { type: "services"; items: { page: PageKey; icon: IconName; text: string; metric?: Metric }[] })
  /** Cards linking to project pages; the card title is the page's label. */
  | (SectionBase & { type: "projects"; items: { page: PageKey; sector: string; location: string; text: string; metric: Metric }[] })
  /** Numbered steps. `howTo` also publishes them as schema.org HowTo. */
  | (SectionBase & { type: "process"; steps: ProcessStep[]; howTo?: boolean })
  /** What the client receives: a grid of deliverable types, each with its file formats. */
  | (SectionBase & { type: "deliverables"; items: { icon: IconName; title: string; text: string; formats?: string[] }[] })
  | (SectionBase & { type: "testimonials"; items: Testimonial[] })
  /** "What is …": a term, its definition, a few points and an illustration. */
  | (SectionBase & { type: "definition"; term: string; text: string; points: string[]; visual?: Visual })
  /** An illustration with a caption and key figures. */
  | (SectionBase & { type: "visual"; visual: Visual; caption: string; metrics: Metric[] })
  /** What is included, and what can be added. */
  | (SectionBase & { type: "scope"; included: { heading: string; items: string[] }; addOns: { heading: string; items: string[] } })
  /** File formats delivered, by group. */
  | (SectionBase & { type: "formats"; groups: { title: string; items: string[] }[] })
  /** The full catalogue of the services index, with anchor tabs to its groups. */
  | (SectionBase & { type: "catalogue"; tabsLabel: string; groups: CatalogueGroup[] })
  /** Single-open, collapsible FAQ accordion; also published as schema.org FAQPage. */
  | (SectionBase & { type: "faq"; items: Faq[] })
  /** The closing call to action. */
  | (SectionBase & { type: "cta"; text: string; actions: Action[] });

export type SectionType = Section["type"];

/** What a service page publishes as schema.org Service. Name and description come from the catalogue. */
export interface ServiceData {
  serviceType: string;
  /** Tree surveys are also offered in the United Kingdom. */
  includesUnitedKingdom?: boolean;
  offer?: { name: string; price: number; priceCurrency: "USD" | "EUR"; eligibility: string };
}

export interface PageContent {
  hero: Hero;
  /** Accessible name of the sticky anchor nav, shown when sections carry `nav` labels. */
  anchorNavLabel?: string;
  sections: Section[];
  service?: ServiceData;
}
