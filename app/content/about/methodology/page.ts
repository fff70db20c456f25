import { aboutPage } from "~/templates/builders/about";

export default aboutPage({
  hero: { facts: ["registrationRmse", "controlResiduals", "lodStandard", ["revisionWindowHours", "hours"]] },
  sections: [
    {
      type: "process",
      id: "steps",
      steps: ["brief-specification", "control-network", "scanning", "registration-checks", "modelling-agreed-level", "qa-qc-delivery"],
    },
    {
      type: "cards",
      id: "checks",
      cards: [
        { id: "control-residuals", icon: "target", metric: "controlResiduals" },
        { id: "registration-rmse", icon: "workflow", metric: "registrationRmse" },
        { id: "independent-check-points", icon: "ruler", metric: "totalStationQa" },
        { id: "model-against-point", icon: "model", metric: "bimTolerance" },
      ],
    },
    { type: "prose", id: "level-of-detail", blocks: ["level-detail-says", "standard-walls-slabs", "unless-bim-execution"] },
    {
      type: "prose",
      id: "report-and-revisions",
      blocks: ["delivery-comes-qa", "control-network-coordinate", "revisions", "after-delivery-have", "keep-registered-point"],
    },
  ],
});
