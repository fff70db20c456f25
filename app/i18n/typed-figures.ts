/**
 * Figures typed into a text by hand instead of named from app/site/facts.ts: a number with a unit
 * (in any of the site's languages), a tolerance, a level of detail, a range, a year. The tests run
 * it over every catalogue and every form's words; placeholders ({{fact}}, {{fact|format}}) are
 * taken out first, so a figure that comes from one never counts.
 */
const UNITS = [
  // Lengths, areas, sizes and the like
  "mm",
  "cm",
  "km",
  "m²",
  "m2",
  "ha",
  "hectares?",
  "hektár\\p{L}*",
  "%",
  "MB",
  "kB",
  "GB",
  // English
  "h",
  "hrs?",
  "hours?",
  "days?",
  "working days?",
  "weeks?",
  "minutes?",
  // Turkish
  "saat\\p{L}*",
  "gün\\p{L}*",
  "iş gün\\p{L}*",
  "hafta\\p{L}*",
  "dakika\\p{L}*",
  // Hungarian
  "ór[aá]\\p{L}*",
  "nap\\p{L}*",
  "munkanap\\p{L}*",
  "perc\\p{L}*",
  "hét\\p{L}*",
  "het\\p{L}*",
  // German
  "Stunde\\p{L}*",
  "Std\\.",
  "stündig\\p{L}*",
  "Tage?n?",
  "tägig\\p{L}*",
  "Arbeitstage?n?",
  "Minute\\p{L}*",
  "minütig\\p{L}*",
  "Woche\\p{L}*",
];

const CHECKS: readonly [name: string, pattern: RegExp][] = [
  [
    "number with a unit",
    new RegExp(`(?<![\\p{L}\\d])\\d(?:[\\d.,\\u00a0\\u202f ]*\\d)?[\\s\\u00a0]?-?(?:${UNITS.join("|")})(?![\\p{L}\\d])`, "u"),
  ],
  ["percent sign before a number", /%[\s\u00a0]?\d/u],
  ["± before a digit", /±[\s\u00a0]?\d/u],
  ["≤ or ≥ before a digit", /[≤≥][\s\u00a0]?\d/u],
  ["LOD and a digit", /LOD[\s\u00a0-]*\d/u],
  ["range of numbers", /\d[\s\u00a0\u2060]?[–—-][\s\u00a0\u2060]?\d/u],
  ["year", /(?<!\d)(?:19|20)\d\d(?!\d)/u],
  ["24/7", /(?<!\d)(?:24\/7|7\/24)(?!\d)/u],
  ["scale", /(?<![\d:])\d+:\d+(?![\d:])/u],
  ["standard", /BS[\s\u00a0]?5837/u],
];

/** What a text types by hand that should come from the facts, as "kind: match"; empty when nothing. */
export function typedFigures(text: string): string[] {
  const bare = text.replace(/\{\{[^}]*\}\}/g, "§");
  return CHECKS.flatMap(([name, pattern]) => {
    const match = bare.match(pattern);
    return match ? [`${name}: "${match[0]}"`] : [];
  });
}

/** Every string of a nested object or array, with its dotted path. */
export function textsOf(node: unknown, path = ""): [path: string, text: string][] {
  if (typeof node === "string") return [[path, node]];
  if (Array.isArray(node)) return node.flatMap((item, index) => textsOf(item, `${path}.${index}`));
  if (node && typeof node === "object") {
    return Object.entries(node).flatMap(([key, item]) => textsOf(item, path ? `${path}.${key}` : key));
  }
  return [];
}
