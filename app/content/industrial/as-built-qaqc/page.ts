import { serviceDetail } from "~/templates/builders/service-detail";

export default serviceDetail({
  service: "industrial/as-built-qaqc",
  hero: {
    facts: ["totalStationQa", ["qaMemoHours", "hours"], "bimTolerance", "controlResiduals"],
  },
  definition: {},
  benefits: {
    cards: [
      { icon: "target", metric: "totalStationQa" },
      { icon: "fast", metric: ["qaMemoHours", "hours"] },
      { icon: "layers", metric: "bimTolerance" },
      { icon: "shield", metric: "controlResiduals" },
    ],
  },
  process: { howTo: true },
  deliverables: {
    items: [
      { icon: "report", formats: ["PDF"] },
      { icon: "layers", formats: ["PDF", "NWD"] },
      { icon: "spreadsheet", formats: ["XLSX", "CSV"] },
      { icon: "scan", formats: ["E57", "RCP"] },
    ],
  },
});
