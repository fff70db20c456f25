import { simpleService } from "~/templates/builders/simple-service";

/** Whether AR suits a site is a conversation first: both calls lead to an expert, not the quote form. */
export default simpleService({
  service: "construction/ar-integrated-bim",
  hero: {
    facts: ["arScale", "constructionAccuracy", "controlResiduals"],
    actions: [{ to: "talk-to-an-expert" }, { to: "contact", topic: "samples" }],
  },
  deliverables: {
    items: [
      { id: "ar-ready-model", icon: "ar", formats: ["IFC", "RVT"] },
      { id: "alignment-record", icon: "target", formats: ["CSV", "PDF"] },
      { id: "check-list", icon: "checklist", formats: ["PDF"] },
      { id: "training-site", icon: "users" },
    ],
  },
  cta: { actions: [{ to: "talk-to-an-expert" }] },
  scope: {
    included: ["model-prepared-ar", "alignment-site-control", "tablet-set-up", "check-list-elements"],
    addOns: ["laser-scans-area", "new-control-points", "model-updates-when", "sessions-clients-inspectors"],
  },
});
