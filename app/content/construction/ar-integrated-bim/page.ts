import { serviceDetail } from "~/templates/builders/service-detail";

/** Whether AR suits a site is a conversation first: both calls lead to an expert, not the quote form. */
export default serviceDetail({
  service: "construction/ar-integrated-bim",
  hero: {
    facts: ["arScale", "constructionAccuracy", "controlResiduals"],
    actions: [{ to: "talk-to-an-expert" }, { to: "contact", topic: "samples" }],
  },
  process: {
    steps: ["call-expert", "model-preparation", "markers-alignment", "session-crews", "model-updates"],
  },
  deliverables: {
    items: [
      { id: "ar-ready-model", icon: "ar", formats: ["IFC", "RVT"] },
      { id: "alignment-record", icon: "target", formats: ["CSV", "PDF"] },
      { id: "check-list", icon: "checklist", formats: ["PDF"] },
      { id: "training-site", icon: "users" },
    ],
  },
  scope: {
    included: ["model-prepared-ar", "alignment-site-control", "tablet-set-up", "check-list-elements"],
    addOns: ["laser-scans-area", "new-control-points", "model-updates-when", "sessions-clients-inspectors"],
  },
  table: {
    id: "hardware",
    columns: ["device", "use", "needs"],
    rows: ["tablet", "head-mounted", "total-station", "laser-scanner"],
  },
  specifics: {
    id: "model-preparation",
    items: ["simplified", "split-zone-level", "georeferenced", "markers", "file-formats", "checked-against-scan"],
  },
  drivers: {
    cards: [
      { id: "state-model", icon: "model" },
      { id: "site-control", icon: "target" },
      { id: "zones-levels", icon: "layers" },
      { id: "sessions-revisions", icon: "calendar" },
    ],
  },
  provides: {
    items: ["coordinated-model", "control-grid", "elements-check", "devices", "access-contact"],
  },
  faq: {
    items: ["how-accurate-overlay", "without-network", "model-wrong", "who-can-use", "replace-setting-out"],
  },
  cta: { actions: [{ to: "talk-to-an-expert" }] },
});
