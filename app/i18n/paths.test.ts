import { describe, expect, it } from "vitest";
import { langFromBrowser } from "./languages";
import { alternatePaths, langOfPath, localizedPath, resolveLegacyPath, resolvePath, resolveUnprefixedPath } from "./paths";

describe("path builder", () => {
  it("builds the page's path with the language prefix", () => {
    expect(localizedPath("home", "en")).toBe("/en");
    expect(localizedPath("services", "tr")).toBe("/tr/hizmetler");
    expect(localizedPath("terms", "hu")).toBe("/hu/felhasznalasi-feltetelek");
    expect(localizedPath("projects", "tr")).toBe("/tr/projeler");
    expect(localizedPath("aec/facade-survey", "de")).toBe("/de/leistungen/architektur-und-planung/fassadenaufmass");
    expect(localizedPath("contact", "en", "offices")).toBe("/en/contact#offices");
  });

  it("gives the same page in every language", () => {
    expect(alternatePaths("get-a-quote")).toEqual({
      en: "/en/get-a-quote",
      tr: "/tr/teklif-al",
      hu: "/hu/ajanlatkeres",
      de: "/de/angebot-anfordern",
    });
  });

  it("resolves a prefixed path back to its page and language, and nothing else", () => {
    expect(resolvePath("/de/kontakt")).toEqual({ key: "contact", lang: "de" });
    expect(resolvePath("/hu")).toEqual({ key: "home", lang: "hu" });
    expect(resolvePath("/de/contact")).toBeUndefined();
    expect(resolvePath("/fr/contact")).toBeUndefined();
    expect(resolvePath("/contact")).toBeUndefined();
  });

  it("names the page an unprefixed English path means", () => {
    expect(resolveUnprefixedPath("/")).toBe("home");
    expect(resolveUnprefixedPath("/services/aec-solutions")).toBe("aec");
    expect(resolveUnprefixedPath("/services/maritime-solutions")).toBe("maritime");
    expect(resolveUnprefixedPath("/nope")).toBeUndefined();
  });

  it("sends /services/maritime-solutions in every language to the maritime page", () => {
    expect(resolveLegacyPath("/en/services/maritime-solutions")).toEqual({ key: "maritime", lang: "en" });
    expect(resolveLegacyPath("/tr/hizmetler/maritime-solutions")).toEqual({ key: "maritime", lang: "tr" });
    expect(resolveLegacyPath("/hu/szolgaltatasok/maritime-solutions")).toEqual({ key: "maritime", lang: "hu" });
    expect(resolveLegacyPath("/de/leistungen/maritime-solutions")).toEqual({ key: "maritime", lang: "de" });
  });

  it("reads the language from the first segment only", () => {
    expect(langOfPath("/tr/hizmetler")).toBe("tr");
    expect(langOfPath("/fr/services")).toBeUndefined();
    expect(langOfPath("/services")).toBeUndefined();
  });

  it("maps a browser language to hu, tr or de, and anything else to en", () => {
    expect(langFromBrowser("hu-HU")).toBe("hu");
    expect(langFromBrowser("tr")).toBe("tr");
    expect(langFromBrowser("de-AT")).toBe("de");
    expect(langFromBrowser("fr-FR")).toBe("en");
    expect(langFromBrowser(undefined)).toBe("en");
  });
});
