import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { uiMessages } from "./catalogues.server";
import { LanguageProvider, useLanguage } from "./language-context";

function Probe() {
  const { lang, t, path } = useLanguage();
  return createElement("p", null, `${lang}|${t("nav.services")}|${path("contact")}`);
}

describe("language provider", () => {
  it("gives the language, its texts and the path builder to what it wraps", () => {
    const html = renderToString(createElement(LanguageProvider, { lang: "de", messages: uiMessages("de") }, createElement(Probe)));
    expect(html).toContain("de|Leistungen|/de/kontakt");
  });

  it("throws a clear error when the language hook is used outside its provider", () => {
    expect(() => renderToString(createElement(Probe))).toThrow(/useLanguage\(\) must be used inside <LanguageProvider>/);
  });
});
