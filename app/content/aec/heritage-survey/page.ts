import type { Action } from "~/content/types";
import { serviceDetail } from "~/templates/builders/service-detail";

/** A quote, sample deliverables from a comparable project, and a call with a surveyor. */
const ACTIONS: readonly Action[] = [{ to: "get-a-quote" }, { to: "contact", topic: "samples" }, { to: "talk-to-an-expert" }];

export default serviceDetail({
  service: "aec/heritage-survey",
  hero: {
    facts: ["heritagePointCloud", "heritageBim", "heritageGsd", ["heritageMaxAreaM2", "upTo"]],
    actions: ACTIONS,
  },
  definition: {},
  benefits: {
    cards: [
      { icon: "timer", metric: ["heritageSiteDays", "days"] },
      { icon: "calendar", metric: ["heritageFirstDeliveryDays", "days"] },
      { icon: "model", metric: "heritageLod" },
      { icon: "shield", metric: "heritagePointCloud" },
    ],
  },
  deliverables: {
    items: [
      { icon: "model", formats: ["RVT", "IFC"] },
      { icon: "scan", formats: ["E57", "RCP"] },
      { icon: "image", formats: ["TIFF", "JPG", "PDF"] },
      { icon: "drawing", formats: ["DWG", "PDF"] },
      { icon: "checklist", formats: ["DWG", "PDF"] },
    ],
  },
  cta: { actions: ACTIONS },
});
