import { describe, expect, it } from "vitest";
import { fillFigures } from "./figures";

describe("fillFigures", () => {
  it("writes an address as each language writes it", () => {
    expect(fillFigures("Seat: {{companySeat}}", "en", {})).toBe("Seat: Váci út 47, 1134 Budapest");
    expect(fillFigures("Székhely: {{companySeat}}", "hu", {})).toBe("Székhely: 1134 Budapest, Váci út 47.");
    expect(fillFigures("Adres: {{istanbulOfficeAddress}}", "tr", {})).toBe("Adres: Büyükdere Cad. No: 121, 34394 Şişli/İstanbul");
  });

  it("lets a figure that ends in a full stop take the place of the sentence's full stop after it", () => {
    expect(fillFigures("Címünk: {{companySeat}}. Írjon nekünk.", "hu", {})).toBe("Címünk: 1134 Budapest, Váci út 47. Írjon nekünk.");
    expect(fillFigures("{{companySeat}}, Magyarország.", "hu", {})).toBe("1134 Budapest, Váci út 47., Magyarország.");
    expect(fillFigures("Our seat: {{companySeat}}.", "en", {})).toBe("Our seat: Váci út 47, 1134 Budapest.");
  });
});
