import { describe, expect, it } from "vitest";
import { catalogueFor } from "~/i18n/catalogues.server";
import type { Section } from "~/content/types";
import en from "~/content/entities/en";
import { unflatten } from "~/i18n/words";
import type { BuildContext } from "./define";
import { pageNamesFor } from "~/content/page-names.server";
import type { EntityWords } from "~/content/entities/types";
import { serviceDetail } from "./service-detail";
import { sectorPage } from "./sector";
import { projectPage } from "./project";
import { aboutPage } from "./about";
import { prosePage } from "./prose";
import { comingSoon } from "./coming-soon";
import { serviceHub } from "./service-hub";
import { guidesFor } from "~/site/relations";

const context: BuildContext = {
  page: "aec/facade-survey",
  lang: "en",
  shared: catalogueFor("en").content,
  nav: catalogueFor("en").nav,
  names: pageNamesFor("en"),
  entities: unflatten(en as unknown as Record<string, string>) as EntityWords,
};
const ids = (sections: readonly Section[]) => sections.map((section) => section.id);
const heading = (name: string) => ({ heading: `${name} heading` });
const card = (title: string) => ({ title, text: `${title} text` });
const faq = { heading: "FAQ", items: { only: { q: "Q?", a: "A." } } };
const faqIds = { items: ["only"] };
const cta = { heading: "Start", text: "Ask us." };

describe("template builders", () => {
  const detail = serviceDetail({
    service: "aec/facade-survey",
    hero: { facts: ["facadePointCloud", ["facadeTurnaroundDays", "days"]] },
    benefits: {
      cards: [
        { id: "measured", icon: "target", metric: "facadePointCloud" },
        { id: "safe", icon: "shield" },
      ],
    },
    faq: faqIds,
  });
  const words = {
    hero: { eyebrow: "Facade", lead: "Lead", facts: { facadePointCloud: "accuracy", facadeTurnaroundDays: "turnaround" }, alt: "A facade" },
    benefits: { ...heading("benefits"), cards: { measured: { ...card("Measured"), metric: "accuracy" }, safe: card("Safe") } },
    faq,
    cta,
  };

  it("join a page's structure and words: figures stay placeholders, icons and illustration come from the structure and the service record", () => {
    const page = detail.build(words, context);
    expect(page.hero.facts).toEqual([
      { value: "{{facadePointCloud}}", label: "accuracy" },
      { value: "{{facadeTurnaroundDays|days}}", label: "turnaround" },
    ]);
    expect(page.hero.visual).toEqual({ name: "facade", alt: "A facade" });
    // The service's project type and call topic go with its buttons (usability test 1, m3).
    expect(page.hero.actions).toEqual([
      { to: "get-a-quote", type: "facade-survey" },
      { to: "talk-to-an-expert", callTopic: "surveying" },
    ]);
    const guides = guidesFor("aec/facade-survey").length > 0 ? ["guides"] : [];
    expect(ids(page.sections)).toEqual(["benefits", "case-studies", "sectors-served", ...guides, "faq", "get-started"]);
    expect(page.service?.serviceType).toBe("Facade survey");
    const benefits = page.sections[0];
    expect(benefits.type === "cards" && benefits.cards.map((c) => [c.icon, c.metric?.value])).toEqual([
      ["target", "{{facadePointCloud}}"],
      ["shield", undefined],
    ]);
  });

  it("a service page and its group's page link the guides written for the service, after the proof and before the questions", () => {
    const minimal = { hero: { eyebrow: "Scan to BIM", lead: "Lead", alt: "A model" }, faq, cta };
    const detailIds = ids(serviceDetail({ service: "construction/scan-to-bim", hero: {}, faq: faqIds }).build(minimal, context).sections);
    const hub = serviceHub({ service: "construction", hero: {}, faq: faqIds }).build(
      { ...minimal, services: heading("services") },
      context,
    );
    for (const sectionIds of [detailIds, ids(hub.sections)])
      expect(sectionIds.slice(-4)).toEqual(["sectors-served", "guides", "faq", "get-started"]);
    const linked = hub.sections.find((section) => section.id === "guides");
    expect(linked?.type === "links" && linked.items.map((item) => item.page)).toContain("resources/guides/choosing-a-level-of-detail");
    expect(linked?.nav).toBe("Guides");

    const tree = serviceDetail({ service: "aec/tree-survey", hero: {}, faq: faqIds }).build(
      { ...minimal, hero: { ...minimal.hero, alt: "Trees" } },
      context,
    );
    expect(ids(tree.sections)).not.toContain("guides");
  });

  it("a service group's page opens the call form with the group's topic chosen, from its hero and its closing call", () => {
    const hub = serviceHub({ service: "maritime", hero: {}, faq: faqIds }).build(
      { hero: { eyebrow: "Maritime", lead: "Lead", alt: "A ship" }, services: heading("services"), faq, cta },
      context,
    );
    const closing = hub.sections.at(-1)!;
    for (const actions of [hub.hero.actions, closing.type === "cta" ? closing.actions : undefined]) {
      expect(actions?.find((action) => action.to === "talk-to-an-expert")).toEqual({ to: "talk-to-an-expert", callTopic: "maritime" });
    }
  });

  it("refuse words that do not match the structure: a card without words, words for a card the structure lacks, a block in one only, a figure without its label", () => {
    expect(() =>
      detail.build({ ...words, benefits: { ...words.benefits, cards: { measured: words.benefits.cards.measured } } }, context),
    ).toThrow(/"safe" has no words/);
    expect(() =>
      detail.build({ ...words, benefits: { ...words.benefits, cards: { ...words.benefits.cards, extra: card("Extra") } } }, context),
    ).toThrow(/name extra, which the structure does not have/);
    expect(() => detail.build({ ...words, hero: { ...words.hero, facts: { facadePointCloud: "accuracy" } } }, context)).toThrow(
      /"facadeTurnaroundDays" has no words/,
    );
    expect(() => detail.build({ ...words, scope: undefined, formats: { heading: "F", groups: { cad: "CAD" } } }, context)).toThrow(
      /"formats" is in the page's words only/,
    );
    expect(() =>
      detail.build({ ...words, benefits: { ...words.benefits, cards: { measured: card("No label"), safe: card("Safe") } } }, context),
    ).toThrow(/has no label/);
  });

  it("takes a list's order from the structure, whatever the order of the words", () => {
    const page = detail.build(
      { ...words, benefits: { ...words.benefits, cards: { safe: card("Safe"), measured: { ...card("Measured"), metric: "a" } } } },
      context,
    );
    const benefits = page.sections[0];
    expect(benefits.type === "cards" && benefits.cards.map((c) => c.title)).toEqual(["Measured", "Safe"]);
  });

  it("a service page's table, particulars, price drivers and what the client provides come in their order, the table cell by cell", () => {
    const structure = {
      service: "construction/scan-to-cad",
      hero: {},
      scope: { included: ["plans"], addOns: ["sections"] },
      table: { id: "drawing-sets", columns: ["contents", "scale"], rows: ["plans", "elevations"] },
      specifics: { id: "drawing-standards", items: ["layers"] },
      drivers: { cards: [{ id: "area", icon: "building" }] },
      provides: { items: ["access"] },
      faq: faqIds,
    } as const;
    const words = {
      hero: { eyebrow: "Scan to CAD", lead: "Lead", alt: "Plan" },
      scope: { ...heading("scope"), included: { plans: "Plans" }, addOns: { sections: "Sections" } },
      table: {
        ...heading("table"),
        caption: "Drawing sets",
        columns: { scale: "Scale", contents: "Contents" },
        rows: { elevations: { scale: "1:100", contents: "Facades" }, plans: { contents: "Walls", scale: "1:50" } },
      },
      specifics: { ...heading("standards"), items: { layers: "Layers" } },
      drivers: { ...heading("drivers"), cards: { area: card("Area") } },
      provides: { ...heading("provides"), items: { access: "Access" } },
      faq,
      cta,
    };
    const page = serviceDetail(structure).build(words, context);
    expect(ids(page.sections)).toEqual([
      "scope",
      "drawing-sets",
      "drawing-standards",
      "price-and-schedule",
      "what-we-need",
      "case-studies",
      "sectors-served",
      "guides",
      "faq",
      "get-started",
    ]);
    const table = page.sections[1];
    expect(table.type === "prose" && table.blocks).toEqual([
      {
        type: "table",
        caption: "Drawing sets",
        head: ["Contents", "Scale"],
        rows: [
          ["Walls", "1:50"],
          ["Facades", "1:100"],
        ],
      },
    ]);
    const { elevations: _dropped, ...oneRow } = words.table.rows;
    expect(() => serviceDetail(structure).build({ ...words, table: { ...words.table, rows: oneRow } } as never, context)).toThrow(
      /"elevations" has no words/,
    );
    expect(() =>
      serviceDetail(structure).build(
        { ...words, table: { ...words.table, rows: { ...words.table.rows, plans: { contents: "Walls" } } } } as never,
        context,
      ),
    ).toThrow(/"scale" has no words/);
  });

  it("a sector page offers a quote and samples, and lists its services and case studies from its record in the section nav's order", () => {
    const page = sectorPage({
      sector: "industrial-plants",
      hero: {},
      benefits: { cards: [{ id: "accurate", icon: "target" }] },
      useCases: { cards: [{ id: "tie-ins", icon: "factory" }] },
      trust: { items: ["nda"] },
      overview: { blocks: ["plants"] },
      deliverables: { items: ["models"] },
      process: { steps: ["brief"] },
      faq: faqIds,
    }).build(
      {
        hero: { eyebrow: "Industrial plants", lead: "Lead" },
        trust: { label: "At a glance", items: { nda: "NDA before details" } },
        overview: { nav: "Overview", heading: "Overview", blocks: { plants: "Plants." } },
        benefits: { nav: "Benefits", heading: "Benefits", cards: { accurate: card("Accurate") } },
        services: { nav: "Services", heading: "Services" },
        deliverables: { nav: "Deliverables", heading: "Deliverables", items: { models: "Models" } },
        process: { nav: "Process", heading: "Process", steps: { brief: card("Brief") } },
        useCases: { nav: "Use cases", heading: "Use cases", cards: { "tie-ins": card("Tie-ins") } },
        caseStudies: { nav: "Case studies", heading: "Case studies" },
        faq: { ...faq, nav: "FAQs" },
        cta,
      },
      context,
    );
    expect(page.hero.actions).toEqual([{ to: "get-a-quote" }, { to: "resources/samples", label: "View Samples" }]);
    expect(page.sections.flatMap((s) => (s.nav ? [s.nav] : []))).toEqual([
      "Overview",
      "Benefits",
      "Services",
      "Deliverables",
      "Process",
      "Use cases",
      "Case studies",
      "FAQs",
    ]);
    const services = page.sections.find((s) => s.id === "services");
    expect(services?.type === "services" && services.items.map((i) => i.page)).toEqual([
      "industrial/scan-to-bim",
      "industrial/as-built-qaqc",
      "construction/as-built-progress",
      "drone/site-plans",
    ]);
    const cases = page.sections.find((s) => s.id === "case-studies");
    expect(cases?.type === "projects" && cases.items.map((i) => [i.page, i.location])).toEqual([
      ["projects/tiszachem-as-built-progress", "Tiszaújváros, Hungary"],
      ["projects/tiszachem-scan-to-bim", "Tiszaújváros, Hungary"],
      ["projects/alfold-pharma-scan-to-bim", "Debrecen, Hungary"],
    ]);
  });

  it("a project page has its twelve sections, challenges with their solution, the services it used and related projects of its sector first", () => {
    const list = (name: string) => ({ nav: name, heading: name, items: { item: `${name} item` } });
    const one = { items: ["item"] };
    const page = projectPage({
      project: "projects/rheinblick-hotel-facade",
      hero: {},
      trust: { items: ["krefeld"] },
      overview: { blocks: ["hotel"] },
      objectives: one,
      scope: one,
      methods: one,
      accuracy: one,
      deliverables: one,
      challenges: { items: ["guests"] },
      schedule: one,
      outcomes: one,
      lessons: one,
      faq: faqIds,
    }).build(
      {
        hero: { eyebrow: "Case study", lead: "Lead", facts: { facadePointCloud: "facade accuracy" }, alt: "A facade" },
        trust: { label: "At a glance", items: { krefeld: "Krefeld" } },
        overview: { nav: "Overview", heading: "Overview", blocks: { hotel: "A hotel." } },
        objectives: list("Objectives"),
        scope: list("Scope"),
        methods: list("Methods"),
        accuracy: list("Accuracy"),
        deliverables: list("Deliverables"),
        challenges: { nav: "Challenges", heading: "Challenges", items: { guests: { challenge: "Guests", solution: "Night shifts" } } },
        schedule: list("Schedule"),
        outcomes: list("Outcomes"),
        lessons: list("Lessons"),
        faq: { ...faq, nav: "FAQs" },
        services: heading("services"),
        related: heading("related"),
        cta,
      },
      context,
    );
    expect(page.sections.flatMap((s) => (s.nav ? [s.nav] : []))).toEqual([
      "Overview",
      "Objectives",
      "Scope",
      "Methods",
      "Accuracy",
      "Deliverables",
      "Challenges",
      "Schedule",
      "Outcomes",
      "Lessons",
      "FAQs",
    ]);
    expect(page.hero.facts).toEqual([{ value: "{{facadePointCloud}}", label: "facade accuracy" }]);
    const challenges = page.sections.find((s) => s.id === "challenges");
    expect(challenges?.type === "challenges" && challenges.labels).toEqual({ challenge: "Challenge", solution: "Solution" });
    const used = page.sections.find((s) => s.id === "services-used");
    expect(used?.type === "services" && used.items.map((i) => i.page)).toEqual(["aec/facade-survey", "construction/scan-to-cad"]);
    const related = page.sections.find((s) => s.id === "related-work");
    expect(related?.type === "projects" && related.items).toHaveLength(3);
  });

  it("an about page has the side menu of the about pages and refuses words of the wrong kind for a section", () => {
    const about = aboutPage({
      hero: {},
      sections: [
        { type: "prose", id: "story", blocks: ["since"] },
        { type: "logos", id: "clients" },
      ],
    });
    const page = about.build(
      {
        hero: { eyebrow: "About", lead: "Lead" },
        sections: { story: { heading: "Story", blocks: { since: "Since 2007." } }, clients: heading("clients") },
        cta,
      },
      context,
    );
    expect(page.sideMenu).toEqual({
      label: "In this section",
      pages: ["about", "about/company", "about/methodology", "about/equipment", "about/certifications", "about/clients"],
    });
    expect(ids(page.sections)).toEqual(["story", "clients", "get-started"]);
    expect(() =>
      about.build(
        { hero: { eyebrow: "About", lead: "Lead" }, sections: { story: heading("story"), clients: heading("clients") }, cta },
        context,
      ),
    ).toThrow(/"story": its words have no "blocks"/);
  });

  it("a prose page reads its Markdown (sections with ids, sub-headings, lists, numbered lists, tables, notices, paragraphs) in the page's language and keeps its revision date with the text", () => {
    const text = {
      "./en.md": [
        "## Data we collect {#data-we-collect}",
        "### Enquiries",
        "- Name\n- E-mail",
        "1. Ask\n2. Answer",
        "Table: Retention\n| Data | Kept for |\n| --- | --- |\n| Enquiries | 3 years |",
        "> **Your right to object**\n>\n> You may object\n> at any time.\n>\n> Write to us.",
        "We keep it\nshort.",
        "## Changes {#changes}",
        "We say when.",
      ].join("\n\n"),
      "./de.md": "## Welche Daten wir erheben {#data-we-collect}\n\nKurz.\n\n## Änderungen {#changes}\n\nWir sagen es.\n",
    };
    const words = { hero: { eyebrow: "Legal", lead: "Lead" } };
    const page = prosePage({ revised: "2026-10-01", text, languageMemoryIn: "changes" }).build(words, context);
    expect(ids(page.sections)).toEqual(["data-we-collect", "changes"]);
    const [section, changes] = page.sections;
    expect(section.type === "prose" && section.heading).toBe("Data we collect");
    expect(section.type === "prose" && section.blocks).toEqual([
      { type: "heading", text: "Enquiries" },
      { type: "list", items: ["Name", "E-mail"] },
      { type: "list", ordered: true, items: ["Ask", "Answer"] },
      { type: "table", caption: "Retention", head: ["Data", "Kept for"], rows: [["Enquiries", "3 years"]] },
      { type: "notice", title: "Your right to object", paragraphs: ["You may object at any time.", "Write to us."] },
      { type: "paragraph", text: "We keep it short." },
    ]);
    expect(changes.type === "prose" && changes.control).toBe("language-memory");
    expect(page.revised).toEqual({ label: "Last updated", date: "2026-10-01" });
    expect(page.hero.actions).toEqual([]);

    const plain = prosePage({ revised: "2026-10-01", text });
    expect(plain.build(words, { ...context, lang: "de" }).sections.map((s) => s.heading)).toEqual([
      "Welche Daten wir erheben",
      "Änderungen",
    ]);
    // A language without its own file shows the English text.
    expect(plain.build(words, { ...context, lang: "hu" }).sections).toEqual(plain.build(words, context).sections);

    expect(() => prosePage({ revised: "today", text })).toThrow(/not a date/);
    expect(() => prosePage({ revised: "2026-10-01", text: { "./de.md": text["./de.md"] } })).toThrow(/English text in en.md/);
    expect(() => prosePage({ revised: "2026-10-01", text, languageMemoryIn: "nowhere" })).toThrow(/no section "nowhere" in en.md/);
    expect(() => prosePage({ revised: "2026-10-01", text: { ...text, "./de.md": "## Ohne Anker\n\nText.\n" } })).toThrow(
      /de.md: .*needs an id/,
    );
  });

  it("a coming-soon page says so, tells what is coming and offers a way to ask now", () => {
    const page = comingSoon({ body: { blocks: ["lod"] } }).build(
      { hero: { lead: "Guides are on their way." }, body: { heading: "What to expect", blocks: { lod: "- LOD guide" } }, cta },
      context,
    );
    expect(page.hero.eyebrow).toBe("Coming soon");
    expect(ids(page.sections)).toEqual(["coming-soon", "get-started"]);
  });
});
