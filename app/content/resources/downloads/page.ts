import { downloadsPage } from "~/templates/builders/downloads";

export default downloadsPage({
  hero: { actions: [{ to: "resources/samples" }, { to: "contact", topic: "samples" }] },
  groups: [
    { id: "sample-deliverables", documents: ["qa-qc-report", "facade-elevation"] },
    { id: "templates-and-checklists", documents: ["lod-matrix", "survey-brief", "site-access-checklist", "delivery-checklist"] },
  ],
  pages: { "qa-qc-report": { to: "resources/samples" }, "lod-matrix": { to: "resources/lod-matrix" } },
  notes: { blocks: ["made-from-data", "samples-for-your-project", "comparable-work"] },
  cta: { actions: [{ to: "contact", topic: "samples" }, { to: "talk-to-an-expert" }] },
});
