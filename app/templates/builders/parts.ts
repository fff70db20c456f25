import type { Action, Hero, Section } from "~/content/types";
import type { IconName } from "~/components/ui/icons";
import type { VisualName } from "~/components/visuals/visuals";
import { figureToken, type FigureSpec } from "~/i18n/figures";
import { COUNTRIES } from "~/site/countries";
import { PRIMARY_ACTIONS } from "~/site/navigation";
import { PROJECTS, countrySlug, type ProjectKey } from "~/site/projects";
import { SECTORS, SECTOR_KEYS } from "~/site/sectors";
import { SERVICES, type ServiceKey } from "~/site/services";
import { pair, type BuildContext } from "./define";
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

interface Heading {
  /** Label in the page's sticky anchor nav; a section without one is left out of it. */
  readonly nav?: Text;
  readonly heading: Text;
  readonly intro?: Text;
}

function heading(id: string, words: Heading) {
  return { id, nav: words.nav, heading: words.heading, intro: words.intro };
}

/** Labels given in words replace the target pages' labels, from the first action on; the rest keep theirs. */
function labelled(actions: readonly Action[], labels: List | undefined, where: string): Action[] {
  if (labels && labels.length > actions.length) throw new Error(`${where}: ${labels.length} labels for ${actions.length} actions`);
  return actions.map((action, i) => (labels?.[i] ? { ...action, label: labels[i] } : action));
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
  /** One label per figure. */
  readonly facts?: List;
  /** The illustration's alternative text. */
  readonly alt?: Text;
  /** Labels that replace the target pages' labels, from the first action on. */
  readonly actions?: List;
}

export function hero(structure: HeroStructure, words: HeroWords): Hero {
  const facts =
    structure.facts && pair(structure.facts, words.facts ?? [], "hero facts").map(([spec, label]) => ({ value: figureToken(spec), label }));
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
  readonly icon: IconName;
  readonly metric?: FigureSpec;
}
export interface CardsStructure {
  readonly cards: readonly CardStructure[];
}
export interface CardsWords extends Heading {
  readonly cards: readonly { readonly title: Text; readonly text: Text; readonly metric?: Text }[];
}
export function cards(id: string, structure: CardsStructure, words: CardsWords): Section {
  return {
    type: "cards",
    ...heading(id, words),
    cards: pair(structure.cards, words.cards, id).map(([card, text]) => ({
      icon: card.icon,
      title: text.title,
      text: text.text,
      metric: metric(card.metric, text.metric, `${id}: ${text.title}`),
    })),
  };
}

export interface DefinitionStructure {
  readonly visual?: VisualName;
}
export interface DefinitionWords extends Heading {
  readonly term: Text;
  readonly text: Text;
  readonly points: List;
  readonly alt?: Text;
}
export function definition(id: string, structure: DefinitionStructure, words: DefinitionWords): Section {
  if (structure.visual && !words.alt) throw new Error(`${id}: the illustration has no alternative text`);
  return {
    type: "definition",
    ...heading(id, words),
    term: words.term,
    text: words.text,
    points: words.points,
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
  /** One label per figure. */
  readonly metrics: List;
}
export function visual(id: string, structure: VisualStructure, words: VisualWords): Section {
  return {
    type: "visual",
    ...heading(id, words),
    visual: { name: structure.visual, alt: words.alt },
    caption: words.caption,
    metrics: pair(structure.metrics, words.metrics, id).map(([spec, label]) => ({ value: figureToken(spec), label })),
  };
}

export interface ProcessStructure {
  /** Also publish the steps as schema.org HowTo. */
  readonly howTo?: boolean;
}
export interface ProcessWords extends Heading {
  readonly steps: readonly { readonly title: Text; readonly duration?: Text; readonly text: Text }[];
}
export function process(id: string, structure: ProcessStructure, words: ProcessWords): Section {
  return { type: "process", ...heading(id, words), steps: words.steps, howTo: structure.howTo };
}

export interface DeliverablesStructure {
  readonly items: readonly { readonly icon: IconName; readonly formats?: List }[];
}
export interface DeliverablesWords extends Heading {
  readonly items: readonly { readonly title: Text; readonly text: Text }[];
}
export function deliverables(id: string, structure: DeliverablesStructure, words: DeliverablesWords): Section {
  return {
    type: "deliverables",
    ...heading(id, words),
    items: pair(structure.items, words.items, id).map(([item, text]) => ({ icon: item.icon, formats: item.formats, ...text })),
  };
}

export interface TestimonialsStructure {
  /** Who said it: a fictional person and firm, written the same in every language. */
  readonly items: readonly { readonly name: Text; readonly company: Text }[];
}
export interface TestimonialsWords extends Heading {
  readonly items: readonly { readonly quote: Text; readonly role: Text }[];
}
export function testimonials(id: string, structure: TestimonialsStructure, words: TestimonialsWords): Section {
  return {
    type: "testimonials",
    ...heading(id, words),
    items: pair(structure.items, words.items, id).map(([who, text]) => ({ ...who, ...text })),
  };
}

export interface ScopeWords extends Heading {
  readonly included: List;
  readonly addOns: List;
}
export function scope(id: string, words: ScopeWords, context: BuildContext): Section {
  return {
    type: "scope",
    ...heading(id, words),
    included: { heading: context.shared.includedAsStandard, items: words.included },
    addOns: { heading: context.shared.optionalAddOns, items: words.addOns },
  };
}

export interface FormatsStructure {
  /** The file formats of each group, as their software names them. */
  readonly groups: readonly List[];
}
export interface FormatsWords extends Heading {
  /** One title per group. */
  readonly groups: List;
}
export function formats(id: string, structure: FormatsStructure, words: FormatsWords): Section {
  return {
    type: "formats",
    ...heading(id, words),
    groups: pair(structure.groups, words.groups, id).map(([items, title]) => ({ title, items })),
  };
}

export interface FaqWords extends Heading {
  readonly items: readonly { readonly q: Text; readonly a: Text }[];
}
export function faq(id: string, words: FaqWords): Section {
  return { type: "faq", ...heading(id, words), items: words.items };
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
  /** Labels that replace the target pages' labels, from the first action on. */
  readonly actions?: List;
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

export interface TrustWords {
  /** The strip's accessible name; it is not shown. */
  readonly label: Text;
  readonly items: List;
}
export function trust(id: string, words: TrustWords): Section {
  return { type: "trust", id, heading: words.label, items: words.items };
}

/** Cards of service pages, built from their records and the language's words for them. */
export function serviceCards(id: string, pages: readonly ServiceKey[], words: Heading, context: BuildContext): Section {
  return {
    type: "services",
    ...heading(id, words),
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
  { detailed = false } = {},
): Extract<Section, { type: "projects" }> {
  return {
    type: "projects",
    ...heading(id, words),
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

/** Cards of the sectors, each with what the sector needs (the sectors index). */
export function sectorCards(id: string, words: Heading, context: BuildContext): Section {
  return {
    type: "services",
    ...heading(id, words),
    items: SECTOR_KEYS.map((key) => ({
      page: `sectors/${key}` as const,
      icon: SECTORS[key].icon,
      text: context.entities.sectors[key].summary,
    })),
  };
}

export interface ChallengesWords extends Heading {
  readonly items: readonly { readonly challenge: Text; readonly solution: Text }[];
}
export function challenges(id: string, words: ChallengesWords, context: BuildContext): Section {
  const { challenge, solution } = context.shared;
  return { type: "challenges", ...heading(id, words), items: words.items, labels: { challenge, solution } };
}

export interface ProseWords extends Heading {
  /** The text, a block a string, each written in Markdown as ./markdown.ts reads it. */
  readonly blocks: List;
}

export function prose(id: string, words: ProseWords): Section {
  return { type: "prose", ...heading(id, words), blocks: words.blocks.flatMap(proseBlocks) };
}

/** A section of one list of points: a project's objectives, methods or lessons. */
export interface ListWords extends Heading {
  readonly items: List;
}
export function list(id: string, words: ListWords): Section {
  return { type: "prose", ...heading(id, words), blocks: [{ type: "list", items: words.items }] };
}

/** A published starting price: the figure is structure, its name and who it is for are words. */
export function offer(
  structure: { readonly price: number; readonly priceCurrency: "USD" | "EUR" } | undefined,
  words: { readonly name: Text; readonly eligibility: Text } | undefined,
) {
  if ((structure === undefined) !== (words === undefined)) throw new Error("offer: the price and its words go together");
  return structure && words && { ...structure, ...words };
}
