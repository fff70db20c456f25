import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta";

const links = (meta: ReturnType<typeof pageMeta>) =>
  meta.filter((tag) => "tagName" in tag && tag.tagName === "link") as { rel: string; hrefLang?: string; href: string }[];

describe("page meta", () => {
  it("a filtered view keeps its filter in its canonical, every hreflang alternate and og:url", () => {
    const meta = pageMeta({ key: "projects", lang: "hu", title: "Németországi projektek", description: "d", query: "?country=germany" });
    const found = links(meta);
    expect(found.find((l) => l.rel === "canonical")?.href).toMatch(/\/hu\/projektek\?country=germany$/);
    expect(found.filter((l) => l.rel === "alternate").map((l) => [l.hrefLang, new URL(l.href).pathname + new URL(l.href).search])).toEqual([
      ["en", "/en/projects?country=germany"],
      ["tr", "/tr/projeler?country=germany"],
      ["hu", "/hu/projektek?country=germany"],
      ["de", "/de/projekte?country=germany"],
      ["x-default", "/en/projects?country=germany"],
    ]);
    expect(meta).toContainEqual({ property: "og:url", content: expect.stringMatching(/\?country=germany$/) });
  });

  it("an unfiltered page's addresses carry no query", () => {
    for (const link of links(pageMeta({ key: "projects", lang: "en", title: "Projects", description: "d" }))) {
      expect(link.href).not.toContain("?");
    }
  });
});
