import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { OFFICES, nearestOffice } from "./company";

describe("offices by market", () => {
  it("a Turkish page's nearest office is Istanbul, every other language's Budapest", () => {
    expect(nearestOffice("tr")).toMatchObject({ phone: "+90 212 555 0148", email: "istanbul@pontos3d.example" });
    for (const lang of ["en", "hu", "de"] as const) {
      expect(nearestOffice(lang), lang).toMatchObject({ phone: "+36 1 555 0147", email: "budapest@pontos3d.example" });
    }
  });

  it("every office states its hours with its time zone in every language", () => {
    const zones = { budapest: /CET\/CEST|MEZ\/MESZ/, istanbul: /TRT|TSİ/ };
    for (const office of OFFICES) {
      for (const lang of LANGUAGES) expect(office.hours[lang], `${office.id} ${lang}`).toMatch(zones[office.id]);
    }
    expect(OFFICES.find((o) => o.id === "budapest")?.hours.en).toBe("Mon–Fri 08:00–17:00 CET/CEST");
    expect(OFFICES.find((o) => o.id === "istanbul")?.hours.en).toBe("Mon–Fri 09:00–18:00 TRT");
  });
});
