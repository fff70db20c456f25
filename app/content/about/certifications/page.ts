import { aboutPage } from "~/templates/builders/about";

export default aboutPage({
  hero: { facts: ["treeStandard", "lodStandard"] },
  sections: [
    { type: "prose", id: "what-this-page-covers", blocks: ["standard-only-worth", "where-project-sets"] },
    {
      type: "cards",
      id: "standards",
      cards: [
        { id: "tree-surveys", icon: "tree", metric: "treeStandard" },
        { id: "levels-detail", icon: "model", metric: "lodStandard" },
        { id: "stated-accuracy", icon: "ruler", metric: "pointCloudAccuracy" },
        { id: "open-exchange-formats", icon: "layers" },
      ],
    },
    {
      type: "prose",
      id: "national-rules",
      blocks: [
        "hungary",
        "coordinates-unified-national",
        "turkiye",
        "coordinates-turef-itrf96",
        "germany",
        "coordinates-etrs89-utm",
        "cadastral-boundary-work",
        "countries-surveys-create",
        "drone-flights",
        "drone-flights-follow",
      ],
    },
    {
      type: "cards",
      id: "safeguards",
      cards: [
        { id: "confidentiality", icon: "lock" },
        { id: "data-protection", icon: "shield" },
        { id: "insurance", icon: "handshake" },
        { id: "site-safety", icon: "hardhat" },
      ],
    },
  ],
  // Tender papers (insurance confirmation, NDA, sample report) are a request, not a quote: the contact form's documents topic.
  cta: { actions: [{ to: "contact", topic: "documents" }, { to: "talk-to-an-expert" }] },
});
