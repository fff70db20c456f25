import { describe, expect, it } from "vitest";
import { hasForbiddenCharacters, hasVisibleCharacters, printable } from "./text-safety.ts";

const ESC_TITLE = "\u001b]0;owned\u0007"; // sets a terminal's title
const RLO = "\u202e"; // right-to-left override

describe("text a visitor may send", () => {
  it("refuses control characters and bidi overrides in a one-line answer", () => {
    for (const bad of [
      "Anna\r\nBcc: x@example.com",
      `Anna${ESC_TITLE}`,
      `Anna ${RLO}fdp.exe`,
      "A\u0000B",
      "A\u009bB",
      "A\u2066B\u2069",
      "A\tB",
    ]) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it("lets line breaks and tabs through in a message, but nothing else of the kind", () => {
    expect(hasForbiddenCharacters("Line one\r\nline two\n\tindented", { multiline: true })).toBe(false);
    expect(hasForbiddenCharacters(`Line one\n${ESC_TITLE}`, { multiline: true })).toBe(true);
    expect(hasForbiddenCharacters(`Line one\n${RLO}`, { multiline: true })).toBe(true);
  });

  it("accepts the letters, marks and joiners of every language", () => {
    for (const good of ["Ana Kovács", "Çağrı Öztürk", "Jürgen Groß", "مهندس", "שלום\u200fעולם", "👩‍🔧 Lena", "علی\u200cرضا"]) {
      expect(hasForbiddenCharacters(good), good).toBe(false);
      expect(hasVisibleCharacters(good), good).toBe(true);
    }
  });

  it("finds nothing visible in spaces, zero-width characters and blank fillers alone", () => {
    for (const blank of ["", "   ", "\u200b\u200b", "\u200d\u2060\ufeff", "\u00a0\u3000", "\u3164\u2800", "\u00ad"]) {
      expect(hasVisibleCharacters(blank), JSON.stringify(blank)).toBe(false);
    }
  });
});

describe("printable", () => {
  it("writes controls and bidi characters out as escapes, so a terminal shows them instead of obeying them", () => {
    expect(printable(`Anna${ESC_TITLE}${RLO}x`)).toBe("Anna\\u001b]0;owned\\u0007\\u202ex");
    expect(printable("a\r\nb\tc")).toBe("a\\u000d\\u000ab\\u0009c");
  });

  it("keeps line feeds and tabs of a message when asked, and still escapes a carriage return", () => {
    expect(printable("one\r\ntwo\n\tthree", { multiline: true })).toBe("one\\u000d\ntwo\n\tthree");
  });

  it("leaves ordinary text as it is", () => {
    expect(printable("Çağrı Öztürk, Jürgen Groß — ±6 mm")).toBe("Çağrı Öztürk, Jürgen Groß — ±6 mm");
  });
});
