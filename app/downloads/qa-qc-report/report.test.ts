import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { FACTS, factText } from "~/site/facts";
import { CHECKPOINTS, CONTROL, FACADE, TOLERANCE_MM, gridOf, residual3d, rmse, type ControlPoint } from "~/samples/facade";
import { deviationStats, facadeCloud } from "~/samples/facade-cloud";
import { readPdf } from "../pdf/read-pdf";
import { renderPdf } from "./document.server";
import { reportWords } from "./words.server";

/** The figures as the language writes them, computed here from app/samples independently of the document's code. */
const flat = (text: string) => text.replace(/\s+/g, " ");
const number = (lang: Lang, value: number, decimals: number, signed = false) =>
  flat(
    new Intl.NumberFormat(lang, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: signed ? "exceptZero" : "auto",
    })
      .format(value)
      .replace("-", "\u2212"),
  );
const coordinate = (lang: Lang, metres: number) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: false }).format(metres);
const row = (lang: Lang, point: ControlPoint) => {
  const grid = gridOf(point);
  return [
    point.id,
    ...[grid.e, grid.n, grid.h].map((metres) => coordinate(lang, metres)),
    ...[point.residual.e, point.residual.n, point.residual.h].map((mm) => number(lang, mm, 1, true)),
    number(lang, residual3d(point), 1),
  ];
};

const stats = deviationStats(facadeCloud(), TOLERANCE_MM);
const reports = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (lang) => [lang, await readPdf(await renderPdf(lang))])),
) as Record<Lang, Awaited<ReturnType<typeof readPdf>>>;
/** A report's text with the kind column left out, so a table row reads as its figures. */
const text = (lang: Lang) => {
  const words = reportWords(lang);
  return flat(reports[lang].text).replaceAll(` ${words["kind.station"]} `, " ").replaceAll(` ${words["kind.target"]} `, " ");
};

describe("the sample QA/QC report", () => {
  it("checks the sample against the facts module's tolerance", () => {
    expect(FACTS.bimToleranceGeneric).toBe(`±${TOLERANCE_MM} mm`);
  });

  it.each(LANGUAGES)("%s parses, has four pages, carries its language and title and is labelled a sample on every page", (lang) => {
    const { pdf, pages, info } = reports[lang];
    const words = reportWords(lang);
    expect(pdf.numPages).toBe(4);
    expect(info.Language ?? info.Lang).toBe(lang);
    expect(info.Title).toBe(words.title);
    for (const page of pages) expect(page.replace(/\s+/g, " ")).toContain(words.sampleNotice);
  });

  it.each(LANGUAGES)("%s states the registration RMSE and its limit from the facts", (lang) => {
    expect(text(lang)).toContain(`${number(lang, rmse(CONTROL), 1)} mm`);
    expect(text(lang)).toContain(factText("registrationRmseStrict", lang));
  });

  it.each(LANGUAGES)("%s states each control point's grid position and residuals dE, dN, dH and 3D", (lang) => {
    for (const point of CONTROL) expect(text(lang)).toContain(row(lang, point).join(" "));
  });

  it.each(LANGUAGES)("%s states each checkpoint's result and the checkpoints' RMSE", (lang) => {
    for (const point of CHECKPOINTS) expect(text(lang)).toContain(row(lang, point).join(" "));
    expect(text(lang)).toContain(`${number(lang, rmse(CHECKPOINTS), 1)} mm`);
  });

  it.each(LANGUAGES)("%s states the model-to-cloud deviation statistics and the tolerance", (lang) => {
    const t = text(lang);
    expect(t).toContain(flat(new Intl.NumberFormat(lang).format(stats.points)));
    expect(t).toContain(`${number(lang, stats.mean, 1, true)} mm`);
    expect(t).toContain(`${number(lang, stats.standardDeviation, 1)} mm`);
    expect(t).toContain(`${number(lang, stats.min, 1, true)} mm`);
    expect(t).toContain(`${number(lang, stats.max, 1, true)} mm`);
    expect(t).toContain(flat(new Intl.NumberFormat(lang, { style: "percent", minimumFractionDigits: 2 }).format(stats.within / 100)));
    expect(t).toContain(factText("bimToleranceGeneric", lang));
  });

  it.each(LANGUAGES)(
    "%s names the bulge beyond tolerance in its findings: its bay and its largest deviation, found in the cloud",
    (lang) => {
      const wall = facadeCloud().filter((point) => point.surface === "wall");
      const peak = wall.reduce((high, point) => (point.deviation > high.deviation ? point : high));
      expect(peak.deviation).toBeGreaterThan(TOLERANCE_MM);
      const findings = flat(reports[lang].pages[3]);
      expect(findings).toContain(`${number(lang, peak.deviation, 1, true)} mm`);
      expect(findings).toContain(String(Math.floor(peak.x / FACADE.bay) + 1));
    },
  );
});
