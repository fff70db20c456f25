import { describe, expect, it } from "vitest";
import { CATALOGUES, RUNTIME_PLACEHOLDERS, catalogueFor } from "~/i18n/catalogues.server";
import { placeholdersOf } from "~/i18n/figures";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { FACTS, factText, isFactKey, type FactKey } from "~/site/facts";
import { ROUTE_TABLE, type PageKey } from "~/site/route-table";
import formsEn from "~/leads/copy/en";
import formsTr from "~/leads/copy/tr";
import formsHu from "~/leads/copy/hu";
import formsDe from "~/leads/copy/de";
import { FORM_RUNTIME_PLACEHOLDERS } from "~/leads/copy/copy.server";
import { loadContent } from "./content.server";
import type { EntityWords } from "./entities/types";
import { unflatten, type PageDefinition } from "~/templates/builders/define";

/** The words files of every page and of the entities, as written (figures still placeholders). */
const WORDS = import.meta.glob<{ default: unknown }>(["./**/en.ts", "./**/tr.ts", "./**/hu.ts", "./**/de.ts"], { eager: true });
const FORMS: Record<Lang, unknown> = { en: formsEn, tr: formsTr, hu: formsHu, de: formsDe };

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Every written text of the site, by where it is written. */
const SOURCES: [where: string, lang: Lang, texts: string[]][] = [
  ...Object.entries(WORDS).map(([file, module]): [string, Lang, string[]] => [`app/content${file.slice(1)}`, file.slice(-5, -3) as Lang, strings(module.default)]),
  // The figure formats ("{{n}} h") are patterns, not texts.
  ...LANGUAGES.map((lang): [string, Lang, string[]] => [`catalogue ${lang}`, lang, strings({ ...CATALOGUES[lang], figures: {} })]),
  ...LANGUAGES.map((lang): [string, Lang, string[]] => [`forms ${lang}`, lang, strings(FORMS[lang])]),
];

const UNIT_WORDS = [
  "mm", "cm", "m²", "m2", "km", "ha", "hectares?", "MB", "USD", "EUR", "%",
  "h", "hours?", "days?", "working days?", "weeks?", "minutes?",
  "saat", "gün", "iş günü", "hafta", "dakika",
  "óra\\p{L}*", "órá\\p{L}*", "nap\\p{L}*", "munkanap\\p{L}*", "hét", "perc\\p{L}*",
  "Std\\.?", "Stunden?", "Tage?n?", "Arbeitstage?n?", "Wochen?", "Minuten?",
];

/** Ways of typing a figure that must come from the facts module instead. */
const TYPED_FIGURES: [name: string, pattern: RegExp][] = [
  ["a number with a unit", new RegExp(`\\d(?:[.,\\s\\u00a0]?\\d)*\\s?(?:${UNIT_WORDS.join("|")})(?![\\p{L}\\d])`, "u")],
  ["a percentage", /%\s?\d/],
  ["a tolerance", /[±≤]\s?\d/],
  ["a level of detail", /\bLOD\s?\d/],
  ["a range", /\d\s?[–-]\s?\d/],
  ["a year or a large number", /(?<![\dA-Z])\d{4,}|\d{1,3}[.,]\d{3}\b/],
  ["a scale", /\b\d+:\d+\b/],
  ["a standard", /\bBS\s?5837/],
  ["round the clock", /\b24\/7\b|\b7\/24\b/],
];

/** The text without its placeholders and without example phone numbers (not figures). */
function withoutPlaceholders(text: string): string {
  return text.replace(/\{\{[^}]*\}\}/g, "#").replace(/\+\d[\d ]{6,}\d/g, "#");
}

describe("figures", () => {
  it.each(SOURCES.map(([where, , texts]) => [where, texts] as const))("%s types no figure: every one is a {{placeholder}} from the facts module", (_where, texts) => {
    const typed = texts.flatMap((text) =>
      TYPED_FIGURES.filter(([, pattern]) => pattern.test(withoutPlaceholders(text))).map(([name]) => `${name}: ${text}`),
    );
    expect(typed).toEqual([]);
  });

  it.each(SOURCES.map(([where, lang, texts]) => [where, lang, texts] as const))("%s names only facts and formats that exist", (where, lang, texts) => {
    const formats = catalogueFor(lang).figures as Record<string, string>;
    const allowed: readonly string[] = where.startsWith("forms") ? FORM_RUNTIME_PLACEHOLDERS : where.startsWith("catalogue") ? RUNTIME_PLACEHOLDERS : [];
    const unknown = texts.flatMap((text) =>
      placeholdersOf(text)
        .filter(({ name, format }) => (isFactKey(name) ? format !== undefined && !(format in formats) : !(allowed.includes(name) && !format)))
        .map(({ name, format }) => `{{${name}${format ? `|${format}` : ""}}} in ${text}`),
    );
    expect(unknown).toEqual([]);
  });

  it("a tolerance shown anywhere is one of the facts, so no page contradicts the facts module", async () => {
    const tolerances = new Set(
      (Object.keys(FACTS) as FactKey[]).flatMap((key) => factText(key, "en").match(/[±≤]\s?[\d–.]+\s?(?:mm|cm)/g) ?? []),
    );
    const pages = ROUTE_TABLE.filter((entry) => entry.template === "content").map((entry) => entry.key);
    for (const lang of LANGUAGES) {
      const shown = [
        ...strings(catalogueFor(lang)),
        ...(await Promise.all(pages.map((key) => loadContent(key, lang)))).flatMap(strings),
      ].flatMap((text) => text.replace(/[\u00a0\u2060]/g, " ").replace(/ – /g, "–").match(/[±≤]\s?[\d–.]+\s?(?:mm|cm)/g) ?? []);
      expect(shown.length, lang).toBeGreaterThan(20);
      expect(shown.filter((figure) => !tolerances.has(figure.replace(/\s+/g, " "))), lang).toEqual([]);
    }
  });
});

/** The figures each page states, in every language, by their facts. */
const PAGE_FIGURES: Partial<Record<PageKey, FactKey[]>> = {
  home: ["foundingYear", "projects", "countries", "quoteTurnaroundHours", "pointCloudAccuracy"],
  "aec/architectural-survey": ["architecturalPlanimetric", "architecturalVertical", "architecturalRmse", "revisionWindowHours", "architecturalPriceUsd"],
  "aec/heritage-survey": ["heritagePointCloud", "heritageBim", "heritageGsd", "heritageMaxArea", "heritageSiteDays", "heritageFirstDeliveryDays", "heritageLod", "heritageLodRange"],
  "aec/facade-survey": ["facadePointCloud", "facadeModel", "facadeGsd", "facadeTurnaroundDays", "facadeFullSetDays", "facadeLessTimeAtHeight", "revisionWindowHours"],
  "aec/tree-survey": ["treeStandard", "treeCategories", "treesPerDay", "treeTurnaroundDays"],
  "aec/construction-setting-out": ["settingOutAccuracy", "settingOutMobilisationHours", "alwaysAvailable", "deviationReportHours"],
  "aec/land-surveying": ["landHorizontal", "landVertical", "landControl", "landDroneHectaresPerDay", "landDeliveryDays"],
};

describe("the figures each page states", () => {
  const STRUCTURES = import.meta.glob<{ default: PageDefinition<unknown> }>("./**/page.ts", { eager: true });
  /** The page as its template builds it, before the figures are written out. */
  const built = (key: PageKey, lang: Lang) =>
    JSON.stringify(
      STRUCTURES[`./${key}/page.ts`].default.build(unflatten(WORDS[`./${key}/${lang}.ts`].default as Record<string, string>), {
        lang,
        shared: catalogueFor(lang).content,
        entities: unflatten(WORDS[`./entities/${lang}.ts`].default as Record<string, string>) as EntityWords,
      }),
    );
  it.each(Object.entries(PAGE_FIGURES))("%s states its figures in every language, from the facts module", (key, facts) => {
    for (const lang of LANGUAGES) {
      const page = built(key as PageKey, lang);
      for (const fact of facts) expect(page, `${lang} {{${fact}}}`).toMatch(new RegExp(`\\{\\{${fact}[|}]`));
    }
  });
});
