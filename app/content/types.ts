import type { PageKey } from "~/site/route-table";
import type { CallTopic, ProjectType } from "~/leads";
import type { IconName } from "~/components/ui/icons";
import type { VisualName } from "~/components/visuals/visuals";

/**
 * A page's body as the page template renders it, in one language. Nobody writes this shape by
 * hand: a page's structure (app/content/<page key>/page.ts) and its words in one language
 * (<lang>.ts) go through the page's template builder (app/templates/builders/), which returns it
 * (decision 007).
 */

/** A link to another page of the site. Internal addresses always go through the route table. */
export interface Action {
  /** Defaults to the target page's label in the catalogue. */
  label?: string;
  to: PageKey;
  hash?: string;
  /** Preselects the contact form's topic, e.g. "samples" for sample requests. */
  topic?: "samples" | "documents" | "call";
  /** Preselects the quote form's project type (`?type=`), e.g. "ship-yacht-scanning" on the ship page. */
  type?: ProjectType;
  /** Preselects the call form's topic (`?topic=`), e.g. "maritime". */
  callTopic?: CallTopic;
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
  actions: readonly Action[];
  /** Three or four key figures shown under the calls to action. */
  facts?: readonly Metric[];
  /** Pages without an illustration get a plain hero. */
  visual?: Visual;
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

/** A card linking to another page: its title is the page's label. */
export interface PageCard {
  page: PageKey;
  icon: IconName;
  text: string;
  metric?: Metric;
}

/** A document of the Downloads page in the page's language: what it is, and its files. */
export interface DownloadItem {
  id: string;
  title: string;
  text: string;
  /** "Illustrative sample", on a sample's card. */
  sample?: string;
  files: readonly DownloadLink[];
  /** The page that shows the same content on the site (the LOD matrix, the sample viewer). */
  page?: Action;
}

/** One file of a document: its address, its format's name and, once the file is made, its size in the page's language. */
export interface DownloadLink {
  path: string;
  /** The name the file is saved under. */
  fileName: string;
  format: string;
  size?: string;
}

/** A link to another page, titled with its label, and a line about it. */
export interface LinkItem {
  page: PageKey;
  text: string;
}

export interface ProjectCard {
  page: PageKey;
  sector: string;
  location: string;
  text: string;
  metric: Metric;
  /** The projects index also names the (fictional) client and the services used. */
  client?: string;
  services?: readonly PageKey[];
  /** The address word of the project's country, for the projects index's filter. */
  country?: string;
}

/** What the projects index says when the country asked for has no case study: the sentence, and a link to the team. */
export interface ProjectsNotice {
  text: string;
  link: { label: string; to: PageKey };
}

/** The projects index's country filter: "all", then one link per country with projects. */
export interface ProjectFilter {
  label: string;
  options: readonly { country: string | null; label: string; href?: string; current?: boolean }[];
}

export interface CatalogueGroup {
  /** Anchor id of the group, also the target of the services index tabs. */
  id: string;
  page: PageKey;
  text: string;
  services: readonly { page: PageKey; benefit: string; metric: Metric }[];
}

/** A block of running text: legal texts, guides, about pages, lists of a project page. */
export type ProseBlock =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "list"; items: readonly string[]; ordered?: boolean }
  | { type: "table"; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  /** Text set apart in a box with its own title, such as a right the law says must be shown separately. */
  | { type: "notice"; title: string; paragraphs: readonly string[] };

/** A point of the sample survey's control, in its local metres (app/samples/facade.ts): the viewer measures between them by name. */
export interface ViewerTarget {
  id: string;
  x: number;
  y: number;
  z: number;
}

/** The sample point cloud: its rendered elevation and its download, and the 3D viewer, which only script opens. */
export interface PointCloudViewer {
  image: { src: string; width: number; height: number; alt: string };
  caption: string;
  /** The packed cloud the viewer fetches, and its size in bytes (for the progress bar). */
  cloud: { src: string; bytes: number };
  download: { href: string; label: string };
  targets: readonly ViewerTarget[];
  /** The viewer's words in the page's language: its button, states, tools and legend. */
  words: {
    open: string;
    loading: string;
    failed: string;
    noWebGl: string;
    canvas: string;
    help: string;
    measure: string;
    firstPoint: string;
    secondPoint: string;
    distance: string;
    targets: string;
    deviation: string;
    legend: string;
    behind: string;
    within: string;
    inFront: string;
  };
}

export type Section =
  /** Wordmarks of (fictional) client firms from app/site/clients.ts. */
  | (SectionBase & { type: "logos" })
  /** A short strip of facts under the hero: figures and commitments. */
  | (SectionBase & { type: "trust"; items: readonly string[] })
  /** Advantage, outcome, benefit or audience cards, optionally with a metric each. */
  | (SectionBase & { type: "cards"; cards: readonly Card[] })
  /** Cards linking to service or sector pages; the card title is the page's label. `more` links to the page listing all. */
  | (SectionBase & {
      type: "services";
      items: readonly PageCard[];
      /** Further pages under a sub-heading of their own, after the cards (a sector's other services). */
      also?: { heading: string; items: readonly LinkItem[] };
      more?: Action;
    })
  /** Cards linking to pages that belong with this one, each titled with the page's label. */
  | (SectionBase & { type: "links"; items: readonly LinkItem[] })
  /** Files to download, each with its formats and sizes, and where a sample is one, a label saying so. */
  | (SectionBase & { type: "downloads"; items: readonly DownloadItem[] })
  /** Cards linking to project pages; the card title is the page's label. */
  | (SectionBase & {
      type: "projects";
      items: readonly ProjectCard[];
      /** A link to the page listing every case study. */
      more?: Action;
      filter?: ProjectFilter;
      /** Shown instead of cards when the filter's country has none (app/content/project-filter.ts). */
      notice?: ProjectsNotice;
      /** Names of the client and services lines, where the cards show them. */
      labels?: { client: string; servicesUsed: string };
    })
  /** Numbered steps. `howTo` also publishes them as schema.org HowTo. */
  | (SectionBase & { type: "process"; steps: readonly ProcessStep[]; howTo?: boolean })
  /** What the client receives: a grid of deliverable types, each with its file formats. */
  | (SectionBase & { type: "deliverables"; items: readonly { icon: IconName; title: string; text: string; formats?: readonly string[] }[] })
  | (SectionBase & { type: "testimonials"; items: readonly Testimonial[] })
  /** "What is …": a term, its definition, a few points and an illustration. */
  | (SectionBase & { type: "definition"; term: string; text: string; points: readonly string[]; visual?: Visual })
  /** An illustration with a caption and key figures. */
  | (SectionBase & { type: "visual"; visual: Visual; caption: string; metrics: readonly Metric[] })
  /** What is included, and what can be added. */
  | (SectionBase & {
      type: "scope";
      included: { heading: string; items: readonly string[] };
      addOns: { heading: string; items: readonly string[] };
    })
  /** File formats delivered, by group. */
  | (SectionBase & { type: "formats"; groups: readonly { title: string; items: readonly string[] }[] })
  /** The full catalogue of the services index, with anchor tabs to its groups. */
  | (SectionBase & { type: "catalogue"; tabsLabel: string; groups: readonly CatalogueGroup[] })
  /** Challenges met on a project and how each was solved. */
  | (SectionBase & {
      type: "challenges";
      items: readonly { challenge: string; solution: string }[];
      labels: { challenge: string; solution: string };
    })
  /** Running text: paragraphs, sub-headings, lists and tables. */
  | (SectionBase & {
      type: "prose";
      blocks: readonly ProseBlock[];
      /** A control after the text, shown only once script runs: the cookie policy's answer to the language question. */
      control?: "language-memory";
    })
  /** Single-open, collapsible FAQ accordion; also published as schema.org FAQPage. */
  | (SectionBase & { type: "faq"; items: readonly Faq[] })
  /** The sample point cloud: its image and download for everyone, and a 3D viewer that script opens on request. */
  | (SectionBase & { type: "point-cloud"; viewer: PointCloudViewer })
  /** The closing call to action. */
  | (SectionBase & { type: "cta"; text: string; actions: readonly Action[] });

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
  /** About pages: a menu of their sibling pages beside the body. */
  sideMenu?: { label: string; pages: readonly PageKey[] };
  sections: readonly Section[];
  service?: ServiceData;
  /** Case studies: where and when the work was done, and the services it used (schema.org Article). */
  caseStudy?: { place: string; city: string; country: string; start: string; end: string; services: readonly PageKey[] };
  /** Legal texts and guides: when the text was last revised (an ISO 8601 date kept with the text), and the words for it. */
  revised?: { label: string; date: string };
}
