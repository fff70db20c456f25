import { simpleService } from "~/templates/builders/simple-service";

export default simpleService({
  service: "construction/as-built-progress",
  hero: {
    facts: ["progressCadence", "constructionAccuracy", ["constructionDroneTurnaroundHours", "hours"], ["smallReportHours", "hours"]],
  },
  deliverables: {
    items: [
      { icon: "report", formats: ["PDF", "HTML"] },
      { icon: "layers", formats: ["PDF", "NWD"] },
      { icon: "model", formats: ["RVT", "IFC"] },
      { icon: "scan", formats: ["E57", "RCP"] },
    ],
  },
});
