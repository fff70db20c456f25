import { describe, expect, it } from "vitest";
import { lowercasePath, readsQuery, readTarget } from "./request-target.ts";

describe("readTarget", () => {
  it("reads a page's path and query", () => {
    expect(readTarget("/en/contact?topic=general")).toEqual({
      kind: "page",
      pathname: "/en/contact",
      rawPath: "/en/contact",
      query: "?topic=general",
    });
    expect(readTarget("/en/caf%C3%A9")).toMatchObject({ kind: "page", pathname: "/en/café", rawPath: "/en/caf%C3%A9" });
    expect(readTarget("/")).toMatchObject({ kind: "page", pathname: "/" });
  });

  it("redirects a trailing or doubled slash to a path on this site", () => {
    const cases: [string, string][] = [
      ["/en/services/", "/en/services"],
      ["/en/services/?a=1", "/en/services?a=1"],
      ["//evil.example/", "/evil.example"],
      ["///evil.example", "/evil.example"],
      ["/en/services/?next=//evil.example", "/en/services?next=//evil.example"],
    ];
    for (const [target, location] of cases) expect(readTarget(target), target).toEqual({ kind: "redirect", location });
  });

  it("answers not-found, in the address's language, for what no page's address can hold", () => {
    const cases: [string, string][] = [
      ["/\\evil.example/", "en"],
      ["/%5Cevil.example/", "en"],
      ["/de/\\evil/", "de"],
      ["/tr/%5C", "tr"],
      ["/en/%0D%0ASet-Cookie:%20x=1", "en"],
      ["/de/%0D%0A", "de"],
      ["/%0A", "en"],
      ["/hu/%E2%80%A8", "hu"],
      ["/hu/%C2%85", "hu"],
      ["/en/%00", "en"],
      ["/%2F%2Fevil.example/", "en"],
      ["/de/%09/", "de"],
      ["/de/%ZZ", "de"],
      ["/%E0%A4%A", "en"],
      ["/x/../en/contact", "en"],
      ["/x/%2e%2e/en/contact", "en"],
      ["/de/./kontakt", "de"],
      ["/en#x", "en"],
      ['/en/a"b', "en"],
      ["http://evil.example/en", "en"],
      ["*", "en"],
    ];
    for (const [target, lang] of cases) expect(readTarget(target), target).toEqual({ kind: "not-found", lang });
  });
});

describe("readsQuery", () => {
  it("renders a page only for the parameters pages read", () => {
    expect(readsQuery("/en/contact", "?topic=general")).toBe(true);
    expect(readsQuery("/en/get-a-quote", "?type=ship-yacht-scanning")).toBe(true);
    expect(readsQuery("/en/projects", "?country=hu")).toBe(true);
    expect(readsQuery("/en/projects", "?utm_source=mail&country=de")).toBe(true);
    expect(readsQuery("/en", "?x=1")).toBe(false);
    expect(readsQuery("/en/contact", "?utm_source=newsletter&fbclid=abc")).toBe(false);
    expect(readsQuery("/en", "")).toBe(false);
  });

  it("leaves a file's query to the server", () => {
    expect(readsQuery("/sitemap.xml", "?lang=de")).toBe(true);
  });
});

describe("a page's data address", () => {
  it("is not found: no page runs React Router's client, which alone asks for it", () => {
    for (const [target, lang] of [
      ["/en/contact.data", "en"],
      ["/hu/projektek.data", "hu"],
      ["/de/angebot-anfordern.data?_routes=root", "de"],
    ] as const) {
      expect(readTarget(target), target).toEqual({ kind: "not-found", lang });
    }
  });
});

describe("an encoded slash", () => {
  it("is no page's address", () => {
    for (const target of ["/en%2fcontact", "/en/contact%2Findex.html", "/assets%2fentry.js"]) {
      expect(readTarget(target), target).toEqual({ kind: "not-found", lang: "en" });
    }
  });
});

describe("lowercasePath", () => {
  it("lowers the capitals of a path", () => {
    const cases: [string, string][] = [
      ["/HU", "/hu"],
      ["/de/Kontakt", "/de/kontakt"],
      ["/DE/kontakt", "/de/kontakt"],
      ["/En/Projects", "/en/projects"],
    ];
    for (const [path, lower] of cases) expect(lowercasePath(path), path).toBe(lower);
  });

  it("leaves a lowercase path, and percent escapes, alone", () => {
    expect(lowercasePath("/de/kontakt")).toBeUndefined();
    expect(lowercasePath("/")).toBeUndefined();
    expect(lowercasePath("/en/caf%C3%A9")).toBeUndefined();
    expect(lowercasePath("/EN/caf%C3%A9")).toBe("/en/caf%C3%A9");
  });

  it("never names another site", () => {
    expect(lowercasePath("//Evil.example")).toBeUndefined();
    expect(lowercasePath("Evil.example")).toBeUndefined();
  });
});
