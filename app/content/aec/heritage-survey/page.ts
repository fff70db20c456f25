import type { Action } from "~/content/types";
import { serviceDetail } from "~/templates/builders/service-detail";

/** A quote, the sample deliverables (above) or samples from a comparable project (at the end), and a call with a surveyor. */
const ACTIONS: readonly Action[] = [{ to: "get-a-quote" }, { to: "resources/samples" }, { to: "talk-to-an-expert" }];
const CLOSING_ACTIONS: readonly Action[] = [{ to: "get-a-quote" }, { to: "contact", topic: "samples" }, { to: "talk-to-an-expert" }];

export default serviceDetail({
  service: "aec/heritage-survey",
  hero: {
    facts: ["heritagePointCloud", "heritageBim", "heritageGsd", ["heritageMaxAreaM2", "upTo"]],
    actions: ACTIONS,
  },
  definition: { points: ["terrestrial-laser-scanning", "irregular-walls-vaults", "hbim-revit-ifc", "permanent-record-fabric"] },
  benefits: {
    cards: [
      { id: "short-time-site", icon: "timer", metric: ["heritageSiteDays", "days"] },
      { id: "first-results-days", icon: "calendar", metric: ["heritageFirstDeliveryDays", "days"] },
      { id: "hbim-right-detail", icon: "model", metric: "heritageLod" },
      { id: "safe-fragile-fabric", icon: "shield", metric: "heritagePointCloud" },
    ],
  },
  deliverables: {
    items: [
      { id: "hbim-model", icon: "model", formats: ["RVT", "IFC"] },
      { id: "registered-point-cloud", icon: "scan", formats: ["E57", "RCP"] },
      { id: "orthophotos-rectified-imagery", icon: "image", formats: ["TIFF", "JPG", "PDF"] },
      { id: "2d-elevations-sections", icon: "drawing", formats: ["DWG", "PDF"] },
      { id: "condition-damage-mapping", icon: "checklist", formats: ["DWG", "PDF"] },
    ],
  },
  cta: { actions: CLOSING_ACTIONS },
  faq: {
    items: [
      "laser-scanning-safe",
      "how-accurate-heritage",
      "how-long-need",
      "when-receive-deliverables",
      "what-level-detail",
      "which-file-formats",
      "record-condition-damage",
      "see-sample-deliverables",
    ],
  },
});
