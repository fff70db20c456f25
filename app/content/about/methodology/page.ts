import { aboutPage } from "~/templates/builders/about";

export default aboutPage({
  hero: { facts: ["registrationRmse", "controlResiduals", "lodStandard", ["revisionWindowHours", "hours"]] },
  sections: [
    { type: "process", id: "steps" },
    {
      type: "cards",
      id: "checks",
      cards: [
        { icon: "target", metric: "controlResiduals" },
        { icon: "workflow", metric: "registrationRmse" },
        { icon: "ruler", metric: "totalStationQa" },
        { icon: "model", metric: "bimTolerance" },
      ],
    },
    { type: "prose", id: "level-of-detail" },
    { type: "prose", id: "report-and-revisions" },
  ],
});
