import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { pageNamesFor } from "./page-names.server";
import { uiMessages } from "~/i18n/ui-messages.server";
import { LanguageProvider } from "~/i18n/language-context";
import { localizedPath } from "~/i18n/paths";
import type { Lang } from "~/i18n/languages";
import type { PageKey } from "~/site/route-table";
import { ContentPage } from "~/templates/ContentPage";
import { OfficeCards } from "~/components/sections/OfficeCards";
import { loadContent } from "./content.server";

/** The page as the server renders it, its text with the no-break spaces and word joiners made plain. */
async function rendered(key: PageKey, lang: Lang): Promise<string> {
  const content = await loadContent(key, lang);
  const page = {
    key,
    lang,
    text: pageNamesFor(lang)[key],
    crumbs: [],
    children: [],
    home: false,
    organisation: false,
    form: undefined,
  };
  const html = renderToString(
    <MemoryRouter initialEntries={[localizedPath(key, lang)]}>
      <LanguageProvider lang={lang} messages={uiMessages(lang)}>
        <ContentPage page={page} content={content} />
        <OfficeCards />
      </LanguageProvider>
    </MemoryRouter>,
  );
  return html.replace(/[\u00a0\u202f]/g, " ").replace(/\u2060/g, "");
}

describe("addresses as each language writes them", () => {
  it("/hu/impresszum writes Hungarian addresses postcode and town first, ending in a full stop, and never doubles it", async () => {
    const html = await rendered("imprint", "hu");
    expect(html).toContain("Székhely: 1134 Budapest, Váci út 47.</li>");
    expect(html).toContain("Székhely: 1117 Budapest, Irinyi József utca 4–20.</li>");
    expect(html).toContain("1016 Budapest, Krisztina krt. 99., bekeltet.hu");
    expect(html).not.toContain("Váci út 47, 1134 Budapest");
    expect(html).not.toMatch(/\d\.\./);
    // The office cards follow the same order.
    expect(html).toMatch(/<span class="block">1134 Budapest<\/span><span class="block">Váci út 47\.<\/span>/);
  });

  it('/tr/kunye writes the Istanbul address with "No:", and the branch\'s registration', async () => {
    const html = await rendered("imprint", "tr");
    expect(html).toContain("Büyükdere Cad. No: 121, 34394 Şişli/İstanbul, Türkiye");
    expect(html).toContain("MERSİS numarası: 0733051284400015");
    expect(html).toMatch(/<span class="block">Büyükdere Cad\. No: 121<\/span>/);
  });

  it("the English and German pages keep the street first", async () => {
    for (const lang of ["en", "de"] as const) {
      const html = await rendered("imprint", lang);
      expect(html, lang).toContain("Váci út 47, 1134 Budapest");
      expect(html, lang).not.toContain("1134 Budapest, Váci út 47.");
    }
  });
});
