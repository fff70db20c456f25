import ts from "typescript";
import { figureToken, fillFigures, placeholdersOf, type FigureFormats, type FigureSpec } from "../../app/i18n/figures.ts";
import type { Lang } from "../../app/i18n/languages.ts";
import { isFactKey } from "../../app/site/facts.ts";
import { exportedObject, parseModule } from "./source.ts";

/** A figure a text names or sits beside, and how it reads in English. */
export interface Figure {
  spec: FigureSpec;
  english: string;
}

/** The figure as the site writes it in a language, or undefined for a format the language does not have. */
export function writtenFigure(spec: FigureSpec, lang: Lang, formats: FigureFormats): string | undefined {
  try {
    return fillFigures(figureToken(spec), lang, formats);
  } catch {
    return undefined;
  }
}

function englishFigure(spec: FigureSpec, formats: FigureFormats): Figure | undefined {
  const english = writtenFigure(spec, "en", formats);
  return english === undefined ? undefined : { spec, english };
}

/** The figures a text names as {{fact}} or {{fact|format}}; other names ({{year}}, {{n}}) are not figures. */
export function namedFigures(text: string, formats: FigureFormats): Figure[] {
  return placeholdersOf(text).flatMap(({ name, format }) => {
    if (!isFactKey(name)) return [];
    const figure = englishFigure(format ? [name, format] : name, formats);
    return figure ? [figure] : [];
  });
}

function callArgument(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isSatisfiesExpression(current) || ts.isAsExpression(current) || ts.isParenthesizedExpression(current))
    current = current.expression;
  if (ts.isCallExpression(current) && current.arguments[0]) return callArgument(current.arguments[0]);
  return current;
}

/** The structure a page or a record file exports: a builder's argument (`sectorPage({...})`) or an object. */
function structureRoot(source: ts.SourceFile): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) return callArgument(statement.expression);
  }
  return exportedObject(source);
}

function stringOf(node: ts.Expression): string | undefined {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
}

/** A list item's name: its `id` when it has one, else its place in the list. */
function itemName(item: ts.Expression, index: number): string {
  if (ts.isObjectLiteralExpression(item)) {
    for (const property of item.properties) {
      if (ts.isPropertyAssignment(property) && property.name.getText() === "id") {
        const id = stringOf(property.initializer);
        if (id !== undefined) return id;
      }
    }
  }
  return String(index);
}

/** The fields of a structure that hold figures (app/templates/builders/parts.ts, the entity records); elsewhere a fact's name may be a page's ("projects"). */
const FIGURE_FIELDS = new Set(["facts", "metric", "metrics", "figure", "figures"]);

/**
 * Every figure a page's structure (or a record file) places, by the path its words use:
 * `hero.facts.0` → "vesselInteriorAccuracy", `benefits.cards.0.metric` → ["dryDockTurnaroundHours", "hours"].
 * Read with the TypeScript parser, so the page is not run.
 */
export function structureFigures(file: string, text: string, formats: FigureFormats, prefix = ""): Map<string, FigureSpec> {
  const found = new Map<string, FigureSpec>();
  const visit = (node: ts.Expression, path: string, figures = false) => {
    const value = stringOf(node);
    if (value !== undefined) {
      if (figures && isFactKey(value)) found.set(path, value);
      return;
    }
    if (ts.isArrayLiteralExpression(node)) {
      const [fact, format] = node.elements.map((element) => (ts.isExpression(element) ? stringOf(element) : undefined));
      if (figures && node.elements.length === 2 && fact && isFactKey(fact) && format !== undefined && format in formats) {
        found.set(path, [fact, format]);
        return;
      }
      node.elements.forEach((element, index) =>
        visit(element, path ? `${path}.${itemName(element, index)}` : itemName(element, index), figures),
      );
      return;
    }
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
        if (name !== undefined) visit(property.initializer, path ? `${path}.${name}` : name, figures || FIGURE_FIELDS.has(name));
      }
      return;
    }
    if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node))
      visit(node.expression, path, figures);
  };
  const root = structureRoot(parseModule(file, text));
  if (root) visit(root, prefix);
  return found;
}

/** The figures a words key labels or sits beside, in its structure and in its own name. */
export function figuresBeside(
  key: string,
  structure: ReadonlyMap<string, FigureSpec>,
  formats: FigureFormats,
): { labels: Figure[]; beside: Figure[] } {
  const segments = key.split(".");
  const parent = segments.slice(0, -1).join(".");
  const depth = (path: string) => path.split(".").length;
  const labels: FigureSpec[] = [];
  const beside: FigureSpec[] = [];
  for (const [path, spec] of structure) {
    if (path === key || (path.startsWith(`${key}.`) && depth(path) === segments.length + 1)) labels.push(spec);
    else if (parent && path.startsWith(`${parent}.`) && depth(path) === segments.length) beside.push(spec);
  }
  // A label keyed by the fact it labels ("hero.facts.droneGsd") names its figure itself.
  const last = segments.at(-1)!;
  if (labels.length === 0 && segments.length > 1 && isFactKey(last)) labels.push(last);
  const english = (specs: FigureSpec[]) => specs.flatMap((spec) => englishFigure(spec, formats) ?? []);
  // A label's neighbours in its list label other figures; only a text without one of its own is told what sits beside it.
  return { labels: english(labels), beside: labels.length ? [] : english(beside) };
}
