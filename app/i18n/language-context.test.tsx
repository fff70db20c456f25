import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { uiMessages } from "./catalogues.server";
import { LanguageProvider, useLanguage } from "./language-context";

function Probe() {
  const { lang, t, path } = useLanguage();
  return <p>{`${lang}|${t("nav.services")}|${path("contact")}`}</p>;
}

describe("language provider", () => {
  it("gives the language, its texts and the path builder to what it wraps", () => {
    const html = renderToString(
      <LanguageProvider lang="de" messages={uiMessages("de")}>
        <Probe />
      </LanguageProvider>,
    );
    expect(html).toContain("de|Leistungen|/de/kontakt");
  });

  it("throws a clear error when the language hook is used outside its provider", () => {
    expect(() => renderToString(<Probe />)).toThrow(/useLanguage\(\) must be used inside <LanguageProvider>/);
  });
});
