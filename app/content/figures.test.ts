import { describe, expect, it } from "vitest";
import { CATALOGUES, RUNTIME_PLACEHOLDERS, catalogueFor } from "~/i18n/catalogues.server";
import { placeholdersOf } from "~/i18n/figures";
import { typedFigures } from "~/i18n/typed-figures";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { FACTS, factText, isFactKey, type FactKey } from "~/site/facts";
import type { PageKey } from "~/site/route-table";
import formsEn from "~/leads/copy/en";
import formsTr from "~/leads/copy/tr";
import formsHu from "~/leads/copy/hu";
import formsDe from "~/leads/copy/de";
import { FORM_RUNTIME_PLACEHOLDERS } from "~/leads/index.server";
import { loadContent } from "./content.server";
import { PAGES_WITH_BODY } from "./page-folders";
import { pageNamesFor } from "./page-names.server";
import type { EntityWords } from "./entities/types";
import { unflatten } from "~/i18n/words";
import type { PageDefinition } from "~/templates/builders/define";
import { proseSections } from "~/templates/builders/markdown";

/** The words files of every page and of the entities, as written (figures still placeholders). */
const WORDS = import.meta.glob<{ default: unknown }>(["./**/en.ts", "./**/tr.ts", "./**/hu.ts", "./**/de.ts"], { eager: true });
/** The prose pages' texts in Markdown (app/content/<page>/<lang>.md), read as the page reads them. */
const PROSE = import.meta.glob<string>("./**/*.md", { query: "?raw", import: "default", eager: true });
const FORMS: Record<Lang, unknown> = { en: formsEn, tr: formsTr, hu: formsHu, de: formsDe };
/** A case study's words name its record's dates; the project template writes them out (builders/project.ts). */
const PROJECT_PLACEHOLDERS = ["projectStart", "projectEnd"];

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Every written text of the site, by where it is written. */
const SOURCES: [where: string, lang: Lang, texts: string[]][] = [
  ...Object.entries(WORDS).map(([file, module]): [string, Lang, string[]] => [
    `app/content${file.slice(1)}`,
    file.slice(-5, -3) as Lang,
    strings(module.default),
  ]),
  ...Object.entries(PROSE).map(([file, markdown]): [string, Lang, string[]] => [
    `app/content${file.slice(1)}`,
    file.slice(-5, -3) as Lang,
    strings(proseSections(markdown).map(({ heading, blocks }) => ({ heading, blocks }))),
  ]),
  // The figure formats ("{{n}} h") are patterns, not texts.
  ...LANGUAGES.map((lang): [string, Lang, string[]] => [`catalogue ${lang}`, lang, strings({ ...CATALOGUES[lang], figures: {} })]),
  ...LANGUAGES.map((lang): [string, Lang, string[]] => [`forms ${lang}`, lang, strings(FORMS[lang])]),
];

describe("figures", () => {
  // The catalogues and the forms' words are held to the same rule in app/i18n and app/leads/copy.
  it.each(SOURCES.filter(([where]) => where.startsWith("app/content")).map(([where, , texts]) => [where, texts] as const))(
    "%s types no figure: every one is a {{placeholder}} from the facts module",
    (_where, texts) => {
      expect(texts.flatMap((text) => typedFigures(text).map((found) => `${found} in ${text}`))).toEqual([]);
    },
  );

  it.each(SOURCES.map(([where, lang, texts]) => [where, lang, texts] as const))(
    "%s names only facts and formats that exist",
    (where, lang, texts) => {
      const formats = catalogueFor(lang).figures as Record<string, string>;
      const allowed: readonly string[] = where.startsWith("forms")
        ? FORM_RUNTIME_PLACEHOLDERS
        : where.startsWith("catalogue")
          ? RUNTIME_PLACEHOLDERS
          : where.startsWith("app/content/projects/")
            ? PROJECT_PLACEHOLDERS
            : [];
      const unknown = texts.flatMap((text) =>
        placeholdersOf(text)
          .filter(({ name, format }) =>
            isFactKey(name) ? format !== undefined && !(format in formats) : !(allowed.includes(name) && !format),
          )
          .map(({ name, format }) => `{{${name}${format ? `|${format}` : ""}}} in ${text}`),
      );
      expect(unknown).toEqual([]);
    },
  );

  it("a tolerance shown anywhere is one of the facts, so no page contradicts the facts module", async () => {
    const tolerances = new Set(
      (Object.keys(FACTS) as FactKey[]).flatMap((key) => factText(key, "en").match(/[±≤]\s?[\d–.]+\s?(?:mm|cm)/g) ?? []),
    );
    const pages = PAGES_WITH_BODY;
    for (const lang of LANGUAGES) {
      const shown = [
        ...strings(catalogueFor(lang)),
        ...strings(pageNamesFor(lang)),
        ...(await Promise.all(pages.map((key) => loadContent(key, lang)))).flatMap(strings),
      ].flatMap(
        (text) =>
          text
            .replace(/[\u00a0\u2060]/g, " ")
            .replace(/ – /g, "–")
            .match(/[±≤]\s?[\d–.]+\s?(?:mm|cm)/g) ?? [],
      );
      expect(shown.length, lang).toBeGreaterThan(20);
      expect(
        shown.filter((figure) => !tolerances.has(figure.replace(/\s+/g, " "))),
        lang,
      ).toEqual([]);
    }
    // Every page in four languages: more than the default five seconds on a busy machine.
  }, 30_000);
});

/** The figures each page states, in every language, by their facts. */
const PAGE_FIGURES: Partial<Record<PageKey, FactKey[]>> = {
  home: ["foundingYear", "projects", "countries", "quoteTurnaroundHours", "pointCloudAccuracy"],
  "aec/architectural-survey": [
    "architecturalPlanimetric",
    "architecturalVertical",
    "architecturalRmse",
    "revisionWindowHours",
    "architecturalPriceUsd",
  ],
  "aec/heritage-survey": [
    "heritagePointCloud",
    "heritageBim",
    "heritageGsd",
    "heritageMaxArea",
    "heritageSiteDays",
    "heritageFirstDeliveryDays",
    "heritageLod",
    "heritageLodRange",
  ],
  "aec/facade-survey": [
    "facadePointCloud",
    "facadeModel",
    "facadeGsd",
    "facadeTurnaroundDays",
    "facadeFullSetDays",
    "facadeLessTimeAtHeight",
    "revisionWindowHours",
  ],
  "aec/tree-survey": ["treeStandard", "treeCategories", "treesPerDay", "treeTurnaroundDays"],
  "aec/construction-setting-out": ["settingOutAccuracy", "settingOutMobilisationHours", "alwaysAvailable", "deviationReportHours"],
  "aec/land-surveying": ["landHorizontal", "landVertical", "landControl", "landDroneHectaresPerDay", "landDeliveryDays"],
  /** The retention table states the periods the software and its operation apply (app/leads/retention.ts). */
  privacy: [
    "leadRetention",
    "ipRetentionDays",
    "unclaimedUploadMaxHours",
    "rateWindowMinutes",
    "serverLogRetentionDays",
    "backupRetentionDays",
    "accountingRetentionYears",
    "claimsLimitationYears",
  ],
};

describe("the figures each page states", () => {
  const STRUCTURES = import.meta.glob<{ default: PageDefinition<unknown> }>("./**/page.ts", { eager: true });
  /** The page as its template builds it, before the figures are written out. */
  const built = (key: PageKey, lang: Lang) =>
    JSON.stringify(
      STRUCTURES[`./${key}/page.ts`].default.build(unflatten(WORDS[`./${key}/${lang}.ts`].default as Record<string, string>), {
        page: key,
        lang,
        shared: catalogueFor(lang).content,
        nav: catalogueFor(lang).nav,
        entities: unflatten(WORDS[`./entities/${lang}.ts`].default as Record<string, string>) as EntityWords,
        names: pageNamesFor(lang),
      }),
    );
  it.each(Object.entries(PAGE_FIGURES))("%s states its figures in every language, from the facts module", (key, facts) => {
    for (const lang of LANGUAGES) {
      const page = built(key as PageKey, lang);
      for (const fact of facts) expect(page, `${lang} {{${fact}}}`).toMatch(new RegExp(`\\{\\{${fact}[|}]`));
    }
  });
});
