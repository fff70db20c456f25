import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { pageNamesFor } from "~/content/page-names.server";
import { uiMessages } from "~/i18n/ui-messages.server";
import { LanguageProvider } from "~/i18n/language-context";
import type { Lang } from "~/i18n/languages";
import type { PageContent } from "~/content/types";
import type { PageKey } from "~/site/route-table";
import { ContentPage } from "./ContentPage";

function render(key: PageKey, lang: Lang, content: PageContent, path: string) {
  const text = pageNamesFor(lang)[key];
  const page = { key, lang, text, crumbs: [], children: [], home: false, organisation: false, form: undefined };
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider lang={lang} messages={uiMessages(lang)}>
        <ContentPage page={page} content={content} />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

describe("the content page template", () => {
  it("renders running text: sub-headings, lists and a table with a caption and column headers, then the revision date as a <time>", () => {
    const html = render(
      "privacy",
      "de",
      {
        hero: { eyebrow: "Rechtliches", lead: "Wie wir Daten verarbeiten.", actions: [] },
        sections: [
          {
            type: "prose",
            id: "retention",
            heading: "Speicherdauer",
            blocks: [
              { type: "heading", text: "Anfragen" },
              { type: "list", items: ["Name", "E-Mail"], ordered: true },
              { type: "table", caption: "Fristen", head: ["Daten", "Dauer"], rows: [["Anfragen", "3 Jahre"]] },
              { type: "notice", title: "Widerspruchsrecht", paragraphs: ["Sie können jederzeit widersprechen."] },
            ],
          },
        ],
        revised: { label: "Zuletzt aktualisiert", date: "2026-10-01" },
      },
      "/de/datenschutzrichtlinie",
    );
    expect(html).toMatch(/<h3[^>]*>Anfragen<\/h3>/);
    expect(html).toMatch(/<ol[^>]*><li>Name<\/li><li>E-Mail<\/li><\/ol>/);
    expect(html).toMatch(/<caption[^>]*>Fristen<\/caption>/);
    expect(html).toMatch(/<th scope="col"[^>]*>Daten<\/th>/);
    expect(html).toMatch(
      /<aside aria-labelledby="([^"]+)"[^>]*><h3 id="\1"[^>]*>Widerspruchsrecht<\/h3><p[^>]*>Sie können jederzeit widersprechen\.<\/p><\/aside>/,
    );
    expect(html).toContain('Zuletzt aktualisiert: <time dateTime="2026-10-01">1. Oktober 2026</time>');
    expect(html).not.toContain("mt-9");
  });

  it("puts the side menu beside the body, marking the page shown, and labels challenges and solutions", () => {
    const html = render(
      "about/company",
      "en",
      {
        hero: { eyebrow: "About", lead: "Lead", actions: [] },
        sideMenu: { label: "In this section", pages: ["about", "about/company"] },
        sections: [
          { type: "trust", id: "at-a-glance", heading: "At a glance", items: ["Since 2007"] },
          {
            type: "challenges",
            id: "challenges",
            heading: "Challenges",
            items: [{ challenge: "Live plant", solution: "Night shifts" }],
            labels: { challenge: "Challenge", solution: "Solution" },
          },
        ],
      },
      "/en/about/company",
    );
    expect(html).toMatch(/<nav aria-label="In this section"/);
    expect(html).toMatch(/<a (?=[^>]*aria-current="page")[^>]*href="\/en\/about\/company"[^>]*>Company<\/a>/);
    expect(html).toMatch(/href="\/en\/about"[^>]*>About<\/a>/);
    expect(html).toMatch(/<section id="at-a-glance" aria-label="At a glance"/);
    expect(html).toMatch(/Challenge<\/p><p[^>]*>Live plant<\/p>/);
    expect(html).toMatch(/Solution<\/p><p[^>]*>Night shifts<\/p>/);
  });
});
