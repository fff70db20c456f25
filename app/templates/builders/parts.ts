import type { Action, Hero, Section } from "~/content/types";
import type { IconName } from "~/components/ui/icons";
import type { VisualName } from "~/components/visuals/visuals";
import { figureToken, type FigureSpec } from "~/i18n/figures";
import { COUNTRIES } from "~/site/countries";
import { PRIMARY_ACTIONS } from "~/site/navigation";
import { PROJECTS, countrySlug, type ProjectKey } from "~/site/projects";
import { guidesFor, pagesBesides, proofOf } from "~/site/relations";
import type { PageKey } from "~/site/route-table";
import { SECTORS, SECTOR_KEYS, type SectorKey } from "~/site/sectors";
import { SERVICES, type ServiceKey } from "~/site/services";
import { inOrder, type Keyed } from "~/i18n/words";
import type { BuildContext } from "./define";
import { proseBlocks } from "./markdown";

/**
 * The parts templates are made of. Each part has a structure (what is the same in every
 * language: icons, figures, link targets, formats, counts), words (what one language says) and a
 * function that joins them into a section of the page. Figures stay {{placeholders}} here; the
 * content loader writes them out in the page's language.
 */

/** The pair of calls to action most pages end with. */
export const QUOTE_AND_EXPERT = PRIMARY_ACTIONS;

type Text = string;
type List = readonly Text[];
/** The names of a list's items, in the order the page shows them; the words give each name its text. */
export type Ids = readonly string[];
/** A list of texts, each under the name the structure gives it. */
type Texts = Keyed<Text>;

/** Each item of a structure's list with the words under its name, in the structure's order. */
function byId<I extends { readonly id: string }, W>(items: readonly I[], words: Keyed<W> | undefined, where: string): [I, W][] {
  const texts = inOrder(
    items.map((item) => item.id),
    words,
    where,
  );
  return items.map((item, i) => [item, texts[i]]);
}

/** The name of a figure in a list of figures: its fact. */
export function factOf(spec: FigureSpec): string {
  return typeof spec === "string" ? spec : spec[0];
}

interface Heading {
  /** Label in the page's sticky anchor nav; a section without one is left out of it. */
  readonly nav?: Text;
  readonly heading: Text;
  readonly intro?: Text;
}

function heading(id: string, words: Heading) {
  return { id, nav: words.nav, heading: words.heading, intro: words.intro };
}

/** Labels given in words, under the target page's key, replace that action's label; the rest keep theirs. */
function labelled(actions: readonly Action[], labels: Texts | undefined, where: string): Action[] {
  const unknown = Object.keys(labels ?? {}).filter((to) => !actions.some((action) => action.to === to));
  if (unknown.length > 0) throw new Error(`${where}: labels for ${unknown.join(", ")}, which are not among the actions`);
  return actions.map((action) => (labels?.[action.to] ? { ...action, label: labels[action.to] } : action));
}

function metric(spec: FigureSpec | undefined, label: Text | undefined, where: string) {
  if (!spec) return undefined;
  if (label === undefined) throw new Error(`${where}: the figure ${figureToken(spec)} has no label`);
  return { value: figureToken(spec), label };
}

// Hero

export interface HeroStructure {
  /** The figures under the calls to action. */
  readonly facts?: readonly FigureSpec[];
  /** Defaults to a quote and a call with an expert. */
  readonly actions?: readonly Action[];
  readonly visual?: VisualName;
}
export interface HeroWords {
  readonly eyebrow: Text;
  readonly lead: Text;
  /** One label per figure, under the figure's fact. */
  readonly facts?: Texts;
  /** The illustration's alternative text. */
  readonly alt?: Text;
  /** Labels that replace the target pages' labels, under the target page's key. */
  readonly actions?: Texts;
}

export function hero(structure: HeroStructure, words: HeroWords): Hero {
  const facts =
    structure.facts &&
    inOrder(structure.facts.map(factOf), words.facts, "hero facts").map((label, i) => ({ value: figureToken(structure.facts![i]), label }));
  if (structure.visual && !words.alt) throw new Error("hero: the illustration has no alternative text");
  return {
    eyebrow: words.eyebrow,
    lead: words.lead,
    actions: labelled(structure.actions ?? QUOTE_AND_EXPERT, words.actions, "hero actions"),
    facts,
    visual: structure.visual && { name: structure.visual, alt: words.alt ?? "" },
  };
}

// Sections

export interface CardStructure {
  readonly id: string;
  readonly icon: IconName;
  readonly metric?: FigureSpec;
}
export interface CardsStructure {
  readonly cards: readonly CardStructure[];
}
export interface CardsWords extends Heading {
  readonly cards: Keyed<{ readonly title: Text; readonly text: Text; readonly metric?: Text }>;
}
export function cards(id: string, structure: CardsStructure, words: CardsWords): Section {
  return {
    type: "cards",
    ...heading(id, words),
    cards: byId(structure.cards, words.cards, id).map(([card, text]) => ({
      icon: card.icon,
      title: text.title,
      text: text.text,
      metric: metric(card.metric, text.metric, `${id}: ${text.title}`),
    })),
  };
}

export interface DefinitionStructure {
  readonly visual?: VisualName;
  readonly points: Ids;
}
export interface DefinitionWords extends Heading {
  readonly term: Text;
  readonly text: Text;
  readonly points: Texts;
  readonly alt?: Text;
}
export function definition(id: string, structure: DefinitionStructure, words: DefinitionWords): Section {
  if (structure.visual && !words.alt) throw new Error(`${id}: the illustration has no alternative text`);
  return {
    type: "definition",
    ...heading(id, words),
    term: words.term,
    text: words.text,
    points: inOrder(structure.points, words.points, `${id} points`),
    visual: structure.visual && { name: structure.visual, alt: words.alt ?? "" },
  };
}

export interface VisualStructure {
  readonly visual: VisualName;
  readonly metrics: readonly FigureSpec[];
}
export interface VisualWords extends Heading {
  readonly alt: Text;
  readonly caption: Text;
  /** One label per figure, under the figure's fact. */
  readonly metrics: Texts;
}
export function visual(id: string, structure: VisualStructure, words: VisualWords): Section {
  return {
    type: "visual",
    ...heading(id, words),
    visual: { name: structure.visual, alt: words.alt },
    caption: words.caption,
    metrics: inOrder(structure.metrics.map(factOf), words.metrics, id).map((label, i) => ({
      value: figureToken(structure.metrics[i]),
      label,
    })),
  };
}

export interface ProcessStructure {
  /** Also publish the steps as schema.org HowTo. */
  readonly howTo?: boolean;
  readonly steps: Ids;
}
export interface ProcessWords extends Heading {
  readonly steps: Keyed<{ readonly title: Text; readonly duration?: Text; readonly text: Text }>;
}
export function process(id: string, structure: ProcessStructure, words: ProcessWords): Section {
  return { type: "process", ...heading(id, words), steps: inOrder(structure.steps, words.steps, `${id} steps`), howTo: structure.howTo };
}

export interface DeliverablesStructure {
  readonly items: readonly { readonly id: string; readonly icon: IconName; readonly formats?: List }[];
}
export interface DeliverablesWords extends Heading {
  readonly items: Keyed<{ readonly title: Text; readonly text: Text }>;
}
export function deliverables(id: string, structure: DeliverablesStructure, words: DeliverablesWords): Section {
  return {
    type: "deliverables",
    ...heading(id, words),
    items: byId(structure.items, words.items, id).map(([item, text]) => ({ icon: item.icon, formats: item.formats, ...text })),
  };
}

export interface TestimonialsStructure {
  /** Who said it: a fictional person and firm, written the same in every language. */
  readonly items: readonly { readonly id: string; readonly name: Text; readonly company: Text }[];
}
export interface TestimonialsWords extends Heading {
  readonly items: Keyed<{ readonly quote: Text; readonly role: Text }>;
}
export function testimonials(id: string, structure: TestimonialsStructure, words: TestimonialsWords): Section {
  return {
    type: "testimonials",
    ...heading(id, words),
    items: byId(structure.items, words.items, id).map(([{ name, company }, text]) => ({ name, company, ...text })),
  };
}

export interface ScopeStructure {
  readonly included: Ids;
  readonly addOns: Ids;
}
export interface ScopeWords extends Heading {
  readonly included: Texts;
  readonly addOns: Texts;
}
export function scope(id: string, structure: ScopeStructure, words: ScopeWords, context: BuildContext): Section {
  return {
    type: "scope",
    ...heading(id, words),
    included: { heading: context.shared.includedAsStandard, items: inOrder(structure.included, words.included, `${id} included`) },
    addOns: { heading: context.shared.optionalAddOns, items: inOrder(structure.addOns, words.addOns, `${id} add-ons`) },
  };
}

export interface FormatsStructure {
  /** The file formats of each group, as their software names them. */
  readonly groups: readonly { readonly id: string; readonly formats: List }[];
}
export interface FormatsWords extends Heading {
  /** Each group's title, under its name. */
  readonly groups: Texts;
}
export function formats(id: string, structure: FormatsStructure, words: FormatsWords): Section {
  return {
    type: "formats",
    ...heading(id, words),
    groups: byId(structure.groups, words.groups, id).map(([group, title]) => ({ title, items: group.formats })),
  };
}

/** The questions, in the order the page asks them. */
export interface FaqStructure {
  readonly items: Ids;
}
export interface FaqWords extends Heading {
  readonly items: Keyed<{ readonly q: Text; readonly a: Text }>;
}
export function faq(id: string, structure: FaqStructure, words: FaqWords): Section {
  return { type: "faq", ...heading(id, words), items: inOrder(structure.items, words.items, id) };
}

export interface CtaStructure {
  /** Defaults to a quote and a call with an expert. */
  readonly actions?: readonly Action[];
}
export interface CtaWords {
  /** Label in the page's sticky anchor nav, where the page has one. */
  readonly nav?: Text;
  readonly heading: Text;
  readonly text: Text;
  /** Labels that replace the target pages' labels, under the target page's key. */
  readonly actions?: Texts;
}
export function cta(id: string, structure: CtaStructure, words: CtaWords): Section {
  return {
    type: "cta",
    id,
    nav: words.nav,
    heading: words.heading,
    text: words.text,
    actions: labelled(structure.actions ?? QUOTE_AND_EXPERT, words.actions, id),
  };
}

export function logos(id: string, words: Heading): Section {
  return { type: "logos", ...heading(id, words) };
}

/** A list whose items are only words: the structure names them and gives their order. */
export interface ListStructure {
  readonly items: Ids;
}
export interface TrustWords {
  /** The strip's accessible name; it is not shown. */
  readonly label: Text;
  readonly items: Texts;
}
export function trust(id: string, structure: ListStructure, words: TrustWords): Section {
  return { type: "trust", id, heading: words.label, items: inOrder(structure.items, words.items, id) };
}

/** Cards of service pages, built from their records and the language's words for them; `more` links to the page listing all. */
export function serviceCards(
  id: string,
  pages: readonly ServiceKey[],
  words: Heading,
  context: BuildContext,
  more?: Action,
): Extract<Section, { type: "services" }> {
  return {
    type: "services",
    ...heading(id, words),
    more,
    items: pages.map((page) => {
      const record = SERVICES[page];
      const text = context.entities.services[page];
      return { page, icon: record.icon, text: text.summary, metric: { value: figureToken(record.metric), label: text.metric } };
    }),
  };
}

/** Cards of case studies, built from their records and the language's words for them; `detailed` adds the client and services. */
export function projectCards(
  id: string,
  pages: readonly ProjectKey[],
  words: Heading,
  context: BuildContext,
  { detailed = false, more }: { detailed?: boolean; more?: Action } = {},
): Extract<Section, { type: "projects" }> {
  return {
    type: "projects",
    ...heading(id, words),
    more,
    items: pages.map((page) => {
      const record = PROJECTS[page];
      const text = context.entities.projects[page];
      return {
        page,
        sector: text.kind,
        location: `${record.city}, ${COUNTRIES[record.country][context.lang]}`,
        text: text.summary,
        metric: { value: figureToken(record.metric), label: text.metric },
        ...(detailed ? { client: record.client, services: record.services, country: countrySlug(record.country) } : {}),
      };
    }),
  };
}

/** Cards of sectors (all of them by default, as the sectors index shows), each with what the sector needs. */
export function sectorCards(
  id: string,
  words: Heading,
  context: BuildContext,
  { sectors = SECTOR_KEYS, more }: { sectors?: readonly SectorKey[]; more?: Action } = {},
): Section {
  return {
    type: "services",
    ...heading(id, words),
    more,
    items: sectors.map((key) => ({
      page: `sectors/${key}` as const,
      icon: SECTORS[key].icon,
      text: context.entities.sectors[key].summary,
    })),
  };
}

export interface ChallengesWords extends Heading {
  readonly items: Keyed<{ readonly challenge: Text; readonly solution: Text }>;
}
export function challenges(id: string, structure: ListStructure, words: ChallengesWords, context: BuildContext): Section {
  const { challenge, solution } = context.shared;
  return { type: "challenges", ...heading(id, words), items: inOrder(structure.items, words.items, id), labels: { challenge, solution } };
}

/** Running text: the structure names its blocks and gives their order. */
export interface ProseStructure {
  readonly blocks: Ids;
}
export interface ProseWords extends Heading {
  /** The text, a block a string, each written in Markdown as ./markdown.ts reads it. */
  readonly blocks: Texts;
}

export function prose(id: string, structure: ProseStructure, words: ProseWords): Section {
  return { type: "prose", ...heading(id, words), blocks: inOrder(structure.blocks, words.blocks, id).flatMap(proseBlocks) };
}

/** A section of one list of points: a project's objectives, methods or lessons. */
export interface ListWords extends Heading {
  readonly items: Texts;
}
export function list(id: string, structure: ListStructure, words: ListWords): Section {
  return { type: "prose", ...heading(id, words), blocks: [{ type: "list", items: inOrder(structure.items, words.items, id) }] };
}

/** A published starting price: the figure is structure, its name and who it is for are words. */
export function offer(
  structure: { readonly price: number; readonly priceCurrency: "USD" | "EUR" } | undefined,
  words: { readonly name: Text; readonly eligibility: Text } | undefined,
) {
  if ((structure === undefined) !== (words === undefined)) throw new Error("offer: the price and its words go together");
  return structure && words && { ...structure, ...words };
}

/**
 * The proof on a service page, from the records (app/site/relations.ts): the case studies that
 * name the service, or where none does those of the sectors it serves, and the sectors it serves,
 * each with a link to the page listing all of them.
 */
export function proof(service: ServiceKey, context: BuildContext): Section[] {
  const { caseStudies, ofItsSectors, sectors } = proofOf(service);
  const words = context.shared.proof;
  return [
    ...(caseStudies.length > 0
      ? [
          projectCards(
            "case-studies",
            caseStudies,
            { nav: words.caseStudiesNav, heading: ofItsSectors ? words.sectorCaseStudies : words.caseStudies },
            context,
            { more: { to: "projects", label: context.shared.allCaseStudies } },
          ),
        ]
      : []),
    sectorCards("sectors-served", { nav: words.sectorsNav, heading: words.sectors }, context, {
      sectors,
      more: { to: "sectors", label: context.nav.allSectors },
    }),
  ];
}

/** The guides written for a service (app/site/relations.ts), each titled with its label and its description; none where it has none. */
export function guides(service: ServiceKey, context: BuildContext): Section[] {
  const pages = guidesFor(service);
  if (pages.length === 0) return [];
  return [related("guides", pages, context.shared.guides, context)];
}

/** A table whose rows and columns the structure names; the words give the caption, the column heads and each cell. */
export interface TableStructure {
  readonly columns: Ids;
  readonly rows: Ids;
}
export interface TableWords extends Heading {
  readonly caption: Text;
  readonly columns: Texts;
  /** Each row's cells, under the row's name and then the column's. */
  readonly rows: Keyed<Texts>;
}
export function table(id: string, structure: TableStructure, words: TableWords): Section {
  const rows = inOrder(structure.rows, words.rows, `${id} rows`).map((cells, i) =>
    inOrder(structure.columns, cells, `${id} row ${structure.rows[i]}`),
  );
  return {
    type: "prose",
    ...heading(id, words),
    blocks: [{ type: "table", caption: words.caption, head: inOrder(structure.columns, words.columns, `${id} columns`), rows }],
  };
}

/** Cards linking to pages that belong with this one, each titled with the page's label and its description. */
export function related(id: string, pages: readonly PageKey[], words: Heading, context: BuildContext): Section {
  return { type: "links", ...heading(id, words), items: pages.map((page) => ({ page, text: context.names[page].description })) };
}

/** The pages that belong with this one (app/site/relations.ts), under the heading of their set; none for a page in no set. */
export function relatedSection(context: BuildContext): Section[] {
  const besides = pagesBesides(context.page);
  if (!besides) return [];
  const headings: Readonly<Record<string, Text>> = context.shared.related;
  const heading = headings[besides.set];
  if (heading === undefined) throw new Error(`No heading for the pages beside "${context.page}": add content.related.${besides.set}`);
  return [related("read-next", besides.pages, { heading }, context)];
}
