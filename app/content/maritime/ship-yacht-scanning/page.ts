import { simpleService } from "~/templates/builders/simple-service";

export default simpleService({
  service: "maritime/ship-yacht-scanning",
  hero: {
    facts: ["vesselInteriorAccuracy", "vesselHullAccuracy", "vesselRmse", ["dryDockTurnaroundHours", "hours"]],
  },
  deliverables: {
    items: [
      { icon: "scan", formats: ["E57", "RCP"] },
      { icon: "drafting", formats: ["DWG", "PDF"] },
      { icon: "model", formats: ["3DM", "IGES", "STEP"] },
      { icon: "report", formats: ["PDF"] },
    ],
  },
});
