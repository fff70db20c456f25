import { homePage } from "~/templates/builders/home";

export default homePage({
  hero: {
    facts: ["foundingYear", "projects", "countries", ["quoteTurnaroundHours", "hoursOnWorkingDays"]],
    visual: "building",
  },
  advantages: {
    cards: [
      { id: "millimetre-grade-data", icon: "target", metric: "pointCloudAccuracy" },
      { id: "fixed-fees-quoted", icon: "price", metric: ["quoteTurnaroundHours", "hoursOnWorkingDays"] },
      { id: "site-when-need", icon: "calendar", metric: ["mobilisationStandardDays", "days"] },
      { id: "accountable-team", icon: "shield", metric: "teamSize" },
    ],
  },
  services: ["aec", "industrial", "construction", "maritime", "drone", "construction/scan-to-bim"],
  projects: ["projects/tiszachem-as-built-progress", "projects/alfold-pharma-scan-to-bim", "projects/rheinblick-hotel-facade"],
  process: { steps: ["brief-fixed-fee", "site-scanning", "registration-modelling-qa", "delivery-revisions"] },
  deliverables: {
    items: [
      { id: "bim-models", icon: "model", formats: ["RVT", "IFC"] },
      { id: "2d-cad-drawings", icon: "drafting", formats: ["DWG", "DXF", "PDF"] },
      { id: "point-clouds", icon: "scan", formats: ["E57", "RCP", "LAS"] },
      { id: "orthophotos", icon: "image", formats: ["GeoTIFF"] },
      { id: "survey-data-files", icon: "data", formats: ["CSV", "TXT", "LandXML"] },
      { id: "qa-qc-reports", icon: "report", formats: ["PDF"] },
      { id: "3d-meshes-textured", icon: "layers", formats: ["OBJ", "FBX"] },
      { id: "topographic-site-plans", icon: "plot", formats: ["DWG", "SHP", "GeoJSON"] },
      { id: "virtual-tours-web", icon: "eye", formats: ["360° JPG"] },
    ],
  },
  faq: { items: ["how-much-3d", "how-accurate-surveys", "how-fast-start", "which-formats-software", "work-outside-hungary"] },
});
