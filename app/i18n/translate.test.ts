import { describe, expect, it } from "vitest";
import { bindUnits, interpolate, translate, withFallback, type Messages } from "./translate";

const english: Messages = { nav: { services: "Services", contact: "Contact" }, footer: { rights: "© {{year}} {{company}}" } };
const german: Messages = { nav: { services: "Leistungen" } };

describe("translate", () => {
  it("returns the text of the visitor's language", () => {
    expect(translate("nav.services", german, english)).toBe("Leistungen");
  });

  it("falls back to English when the key is missing in the language", () => {
    expect(translate("nav.contact", german, english)).toBe("Contact");
  });

  it("falls back to the key itself when English lacks it too", () => {
    expect(translate("nav.unknown", german, english)).toBe("nav.unknown");
    expect(translate("nav", german, english)).toBe("nav");
  });

  it("substitutes {{name}} placeholders, leaving unknown ones untouched", () => {
    expect(translate("footer.rights", german, english, { year: 2026, company: "Pontos 3D Kft." })).toBe("© 2026 Pontos 3D Kft.");
    expect(interpolate("Hello {{ name }} and {{other}}", { name: "Ada" })).toBe("Hello Ada and {{other}}");
  });

  it("keeps numbers and their units on one line", () => {
    expect(bindUnits("±5 mm and 1,000 m² in 48 h")).toBe("±5\u00a0mm and 1,000\u00a0m² in 48\u00a0h");
    expect(bindUnits("2 mm GSD, 50 trees a day, 90 %")).toBe("2\u00a0mm GSD, 50\u00a0trees a day, 90\u00a0%");
    expect(bindUnits("1 000 m², 2007 óta")).toBe("1\u00a0000\u00a0m², 2007\u00a0óta");
    expect(bindUnits("24–48 hours")).toBe("24\u2060–\u206048\u00a0hours");
    expect(bindUnits("HBIM LOD 300, BS 5837:2012")).toBe("HBIM LOD\u00a0300, BS\u00a05837:2012");
    expect(bindUnits("residuals ≤ 3 mm")).toBe("residuals ≤\u00a03\u00a0mm");
    expect(bindUnits("Art. 6 Abs. 1 lit. a DSGVO")).toBe("Art.\u00a06\u00a0Abs.\u00a01\u00a0lit.\u00a0a DSGVO");
    expect(bindUnits("§ 25(2) no. 2 TDDDG")).toBe("§\u00a025(2) no.\u00a02\u00a0TDDDG");
  });

  it("fills a catalogue's gaps from English", () => {
    expect(withFallback(english, german)).toEqual({
      nav: { services: "Leistungen", contact: "Contact" },
      footer: { rights: "© {{year}} {{company}}" },
    });
  });
});
