import { readFileSync } from "node:fs";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { expect, test } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n/languages";
import { ROUTE_TABLE } from "../../app/site/route-table";
import { htmlFileOf, sitemapPaths } from "./site-pages";

const pages = sitemapPaths();
const LANGS = ["en", "tr", "hu", "de"];

function attr(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];
}

/** The head links of a pre-rendered page: canonical and hreflang alternates. */
function headLinks(html: string) {
  const tags = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const canonical = tags.filter((t) => attr(t, "rel") === "canonical").map((t) => attr(t, "href"));
  const alternates = Object.fromEntries(
    tags.filter((t) => attr(t, "rel") === "alternate" && attr(t, "hreflang")).map((t) => [attr(t, "hreflang")!, attr(t, "href")!]),
  );
  return { canonical, alternates };
}

test("every page of the route table is built in each of the four languages, and no other", () => {
  expect(pages).toHaveLength(ROUTE_TABLE.length * LANGUAGES.length);
  for (const lang of LANGUAGES) {
    expect(pages.filter((p) => p.split("/")[1] === lang).sort(), lang).toEqual(
      ROUTE_TABLE.map((entry) => `/${lang}${entry.paths[lang]}`).sort(),
    );
  }
});

test("every pre-rendered page is valid HTML", async () => {
  // Every page in four languages, some of them long articles: more than the default 30 seconds.
  test.setTimeout(120_000);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems: string[] = [];
  for (const pagePath of pages) {
    const report = await validator.validateFile(htmlFileOf(pagePath));
    for (const result of report.results) {
      for (const message of result.messages)
        problems.push(`${pagePath}:${message.line}:${message.column} ${message.ruleId} ${message.message}`);
    }
  }
  expect(problems).toEqual([]);
});

test("every required select starts with an empty placeholder option (the W3C validator's rule, which html-validate lacks)", () => {
  // A <select required> without `multiple` and with a display size of 1 must have a first option
  // with an empty value: the placeholder label option (HTML, 4.10.7).
  const problems: string[] = [];
  let checked = 0;
  for (const pagePath of pages) {
    const html = readFileSync(htmlFileOf(pagePath), "utf8");
    for (const m of html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const tag = `<select${m[1]}>`;
      if (!/\srequired(?:[\s=>])/.test(tag) || /\smultiple[\s=>]/.test(tag) || Number(attr(tag, "size") ?? 1) > 1) continue;
      checked++;
      const first = m[2].match(/<option\b[^>]*>/)?.[0];
      if (!first || attr(first, "value") !== "") problems.push(`${pagePath}: ${attr(tag, "name")} starts with ${first}`);
    }
  }
  expect(checked).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test("every page's language, canonical and hreflang are right, and hreflang is reciprocal", () => {
  const byUrl = new Map<string, ReturnType<typeof headLinks>>();
  for (const pagePath of pages) byUrl.set(pagePath, headLinks(readFileSync(htmlFileOf(pagePath), "utf8")));
  for (const pagePath of pages) {
    const html = readFileSync(htmlFileOf(pagePath), "utf8");
    const lang = pagePath.split("/")[1];
    expect(html, pagePath).toMatch(new RegExp(`<html lang="${lang}"`));
    const { canonical, alternates } = byUrl.get(pagePath)!;
    expect(canonical, pagePath).toHaveLength(1);
    expect(new URL(canonical[0]!).pathname, pagePath).toBe(pagePath);
    expect(Object.keys(alternates).sort(), pagePath).toEqual(["de", "en", "hu", "tr", "x-default"]);
    expect(alternates[lang], pagePath).toBe(canonical[0]);
    expect(alternates["x-default"], pagePath).toBe(alternates.en);
    for (const other of LANGS) {
      const target = byUrl.get(new URL(alternates[other]).pathname);
      expect(target, `${pagePath} -> ${other}`).toBeDefined();
      expect(target!.alternates, `${pagePath} <-> ${other}`).toEqual(alternates);
      expect(target!.canonical[0], `${pagePath} -> ${other}`).toBe(alternates[other]);
    }
  }
});

test("every internal link and every hreflang target answers 200", async ({ request }) => {
  const targets = new Set<string>();
  const deadLinks: string[] = [];
  for (const pagePath of pages) {
    const html = readFileSync(htmlFileOf(pagePath), "utf8");
    for (const m of html.matchAll(/\shref="([^"]*)"/g)) {
      const href = m[1].replace(/&amp;/g, "&");
      if (href === "#" || href === "") deadLinks.push(`${pagePath}: href="${href}"`);
      else if (href.startsWith("#") && !html.includes(` id="${href.slice(1)}"`)) deadLinks.push(`${pagePath}: no target for ${href}`);
      else if (href.startsWith("/") && !href.startsWith("//")) targets.add(href.split("#")[0]);
      else if (href.startsWith("http")) {
        const url = new URL(href);
        if (url.hostname.includes("pontos3d")) targets.add(url.pathname);
      }
    }
  }
  expect(deadLinks).toEqual([]);
  const broken: string[] = [];
  for (const target of targets) {
    const response = await request.get(target, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${target} -> ${response.status()}`);
  }
  expect(broken).toEqual([]);
  expect(targets.size).toBeGreaterThan(200);
});

test("every page's structured data parses, and its FAQPage lists exactly the questions the page shows", () => {
  const problems: string[] = [];
  let faqPages = 0;
  for (const pagePath of pages) {
    const html = readFileSync(htmlFileOf(pagePath), "utf8");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    const items: Record<string, unknown>[] = [];
    for (const block of blocks) {
      try {
        items.push(JSON.parse(block));
      } catch {
        problems.push(`${pagePath}: JSON-LD does not parse`);
      }
    }
    for (const item of items)
      if (item["@context"] !== "https://schema.org") problems.push(`${pagePath}: ${item["@type"]} without schema.org context`);
    const visible = [...html.matchAll(/<details name="faq-accordion"/g)].length;
    const faq = items.find((item) => item["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
    if (visible > 0 || faq) {
      faqPages++;
      if (faq?.mainEntity.length !== visible)
        problems.push(`${pagePath}: ${visible} questions shown, ${faq?.mainEntity.length ?? 0} in FAQPage`);
    }
    if (
      pagePath.split("/").length > 3 &&
      /\/(services|hizmetler|szolgaltatasok|leistungen)\//.test(pagePath) &&
      html.includes("faq-accordion")
    ) {
      if (!items.some((item) => item["@type"] === "Service")) problems.push(`${pagePath}: service page without Service`);
      if (!items.some((item) => item["@type"] === "BreadcrumbList")) problems.push(`${pagePath}: service page without BreadcrumbList`);
    }
  }
  expect(problems).toEqual([]);
  expect(faqPages).toBeGreaterThanOrEqual(36);
});

test("no page shows a square-bracket placeholder or lorem ipsum", () => {
  for (const pagePath of pages) {
    const text = readFileSync(htmlFileOf(pagePath), "utf8")
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<[^>]+>/g, " ");
    expect(text, pagePath).not.toMatch(/\[[^\]]{1,40}\]|lorem ipsum/i);
  }
});

test("the sitemap and robots.txt are served", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});
