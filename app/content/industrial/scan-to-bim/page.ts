import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "industrial/scan-to-bim",
  hero: {
    facts: ["lodIndustrial", "bimTolerance", "registrationRmse", "controlResiduals"],
  },
  definition: {},
  benefits: {
    cards: [
      { icon: "model", metric: "lodIndustrial" },
      { icon: "target", metric: "bimTolerance" },
      { icon: "shield", metric: "registrationRmse" },
      { icon: "calendar", metric: ["industrialOnSiteDays", "days"] },
    ],
  },
  process: { howTo: true },
  deliverables: {
    items: [
      { icon: "model", formats: ["RVT", "IFC", "NWD"] },
      { icon: "workflow", formats: ["DWG", "PCF"] },
      { icon: "scan", formats: ["E57", "RCP"] },
      { icon: "report", formats: ["PDF"] },
    ],
  },
});
