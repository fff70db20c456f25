import { aboutPage } from "~/templates/builders/about";

export default aboutPage({
  hero: { facts: ["treeStandard", "lodStandard"] },
  sections: [
    { type: "prose", id: "what-this-page-covers" },
    {
      type: "cards",
      id: "standards",
      cards: [
        { icon: "tree", metric: "treeStandard" },
        { icon: "model", metric: "lodStandard" },
        { icon: "ruler", metric: "pointCloudAccuracy" },
        { icon: "layers" },
      ],
    },
    { type: "prose", id: "national-rules" },
    {
      type: "cards",
      id: "safeguards",
      cards: [{ icon: "lock" }, { icon: "shield" }, { icon: "handshake" }, { icon: "hardhat" }],
    },
  ],
  // Tender papers (insurance confirmation, NDA, sample report) are a request, not a quote: the contact form's documents topic.
  cta: { actions: [{ to: "contact", topic: "documents" }, { to: "talk-to-an-expert" }] },
});
