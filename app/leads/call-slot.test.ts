import { describe, expect, it } from "vitest";
import { callSlot } from "./call-slot.ts";
import { copyFor } from "./copy/copy.server.ts";

const slot = (query: string, lang: "en" | "tr" | "hu" | "de") =>
  callSlot(new URLSearchParams(query), lang, copyFor(lang))?.replace(/[\u00a0\u2060]/g, (c) => (c === "\u00a0" ? " " : ""));

describe("the call slot a confirmation restates", () => {
  it("is the day, window and time zone written in the page's language", () => {
    const query = "day=2026-12-07&window=09-12&zone=Europe/Istanbul";
    expect(slot(query, "de")).toBe("Montag, 7. Dezember, 9–12 Uhr (Istanbul)");
    expect(slot(query, "en")).toBe("Monday 7 December, 9:00–12:00 (Istanbul time)");
    expect(slot(query, "hu")).toBe("december 7., hétfő, 9:00–12:00 (Isztambul idő szerint)");
    expect(slot(query, "tr")).toBe("7 Aralık Pazartesi, 09.00–12.00 (İstanbul saatiyle)");
  });

  it("names a zone the form does not list by its city", () => {
    expect(slot("day=2026-12-07&window=15-18&zone=America/New_York", "en")).toBe("Monday 7 December, 15:00–18:00 (New York time)");
  });

  it("is left out when any part is not a value the form accepts", () => {
    for (const query of [
      "",
      "day=2026-12-07&window=09-12",
      "day=2026-02-30&window=09-12&zone=UTC",
      "day=2026-12-06&window=09-12&zone=UTC",
      "day=07.12.2026&window=09-12&zone=UTC",
      "day=2026-12-07&window=06-09&zone=UTC",
      "day=2026-12-07&window=09-12&zone=Mars/Olympus",
    ])
      expect(slot(query, "en"), query).toBeUndefined();
  });
});
