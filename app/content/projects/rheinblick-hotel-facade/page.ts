import { projectPage } from "~/templates/builders/project";

export default projectPage({
  project: "projects/rheinblick-hotel-facade",
  hero: {
    facts: ["facadePointCloud", "facadeGsd", "rheinblickFacadeArea", ["rheinblickDeliveryWorkingDays", "workingDays"]],
  },
  trust: { items: ["krefeld-germany", "hotel-open-throughout", "scaffolding-survey", "elevations"] },
  overview: { blocks: ["rheinblick-hotel-krefeld", "architect-needed-accurate", "brief-was-measure"] },
  objectives: { items: ["elevations-street-front", "rectified-orthophotos-map", "scaffolding-lifts-closed", "drawings-architect-layers"] },
  scope: {
    items: [
      "four-elevations-captured",
      "balconies-roof-edge",
      "elevation-drawings-openings",
      "orthophotos-elevation-gsd",
      "schedule-windows-measured",
    ],
  },
  methods: {
    items: [
      "control-points-set",
      "terrestrial-laser-scanner",
      "calibrated-camera-tripod",
      "registration-control-points",
      "orthophotos-rectified-onto",
    ],
  },
  accuracy: { items: ["registered-facade-point", "residuals-control-points", "elevation-drawings-within", "orthophotos-gsd-scale"] },
  deliverables: {
    items: ["elevation-drawings-dwg", "rectified-orthophotos-elevation", "registered-point-cloud", "window-schedule-xlsx", "qa-qc-report"],
  },
  challenges: { items: ["hotel-stayed-open", "street-trees-full", "photographs-public-street"] },
  schedule: {
    items: ["brief-architect-hotel", "capture-days-site", "delivery-point-cloud", "review-architect-comments", "window-schedule-tender"],
  },
  outcomes: { items: ["hotel-stayed-open", "scaffolding-lift-was", "permit-drawings-rest", "later-questions-designers"] },
  lessons: { items: ["hotel-front-office", "survey-street-elevations", "agree-blurring-faces", "ask-early-whether"] },
  faq: { items: ["facade-surveyed-accurately", "how-were-upper", "did-guests-notice", "which-coordinate-system"] },
});
