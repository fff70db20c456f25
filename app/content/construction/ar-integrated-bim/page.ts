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
      { icon: "ar", formats: ["IFC", "RVT"] },
      { icon: "target", formats: ["CSV", "PDF"] },
      { icon: "checklist", formats: ["PDF"] },
      { icon: "users" },
    ],
  },
  cta: { actions: [{ to: "talk-to-an-expert" }] },
});
