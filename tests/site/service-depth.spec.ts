import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n/languages";
import { pageEntry, type PageKey } from "../../app/site/route-table";
import { htmlFileOf } from "./site-pages";

/** The seven service pages that were the thinnest of the site. */
const DEEPENED: readonly PageKey[] = [
  "construction/scan-to-bim",
  "construction/scan-to-cad",
  "construction/as-built-progress",
  "construction/ar-integrated-bim",
  "maritime/ship-yacht-scanning",
  "drone/3d-modelling",
  "drone/existing-map",
];

const htmlOf = (key: PageKey, lang: string) => readFileSync(htmlFileOf(`/${lang}${pageEntry(key).paths[lang as "en"]}`), "utf8");

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">", nbsp: " " };

/** The text a reader sees in <main>: without markup, scripts or the labels repeated for sight only (a table's column names on a phone), entities decoded, spaces made plain. */
function textOfMain(html: string): string {
  return html
    .slice(html.indexOf("<main"), html.indexOf("</main>"))
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<span aria-hidden="true"[^>]*>[^<]*<\/span>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&([a-z]+|#x?[0-9a-f]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/[\s\u00a0\u202f\u2060]+/g, " ");
}

const wordsInMain = (html: string) =>
  textOfMain(html)
    .split(" ")
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const plain = (text: string) => text.replace(/[\s\u00a0\u202f\u2060]+/g, " ");

function faqPage(html: string): { name: string; acceptedAnswer: { text: string } }[] | undefined {
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[1]);
    for (const node of Array.isArray(data["@graph"]) ? data["@graph"] : [data]) if (node["@type"] === "FAQPage") return node.mainEntity;
  }
  return undefined;
}

test("each of the seven service pages has at least 500 words in <main> in English", () => {
  for (const key of DEEPENED) expect(wordsInMain(htmlOf(key, "en")), key).toBeGreaterThanOrEqual(500);
});

test("each of the seven service pages publishes its four to six questions, as shown, as FAQPage in every language", () => {
  for (const key of DEEPENED)
    for (const lang of LANGUAGES) {
      const html = htmlOf(key, lang);
      const questions = faqPage(html);
      expect(questions?.length, `${key} ${lang}`).toBeGreaterThanOrEqual(4);
      expect(questions!.length, `${key} ${lang}`).toBeLessThanOrEqual(6);
      const shown = textOfMain(html);
      for (const { name, acceptedAnswer } of questions!) {
        expect(shown, `${key} ${lang}`).toContain(plain(name));
        expect(shown, `${key} ${lang}`).toContain(plain(acceptedAnswer.text));
      }
    }
});
