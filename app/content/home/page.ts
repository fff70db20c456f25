import { homePage } from "~/templates/builders/home";

export default homePage({
  hero: {
    facts: ["foundingYear", "projects", "countries", ["quoteTurnaroundHours", "hoursOnWorkingDays"]],
    visual: "building",
  },
  advantages: {
    cards: [
      { icon: "target", metric: "pointCloudAccuracy" },
      { icon: "price", metric: ["quoteTurnaroundHours", "hoursOnWorkingDays"] },
      { icon: "calendar", metric: ["mobilisationStandardDays", "days"] },
      { icon: "shield", metric: "teamSize" },
    ],
  },
  services: ["aec", "industrial", "construction", "maritime", "drone", "construction/scan-to-bim"],
  projects: ["projects/tiszachem-as-built-progress", "projects/alfold-pharma-scan-to-bim", "projects/rheinblick-hotel-facade"],
  process: {},
  deliverables: {
    items: [
      { icon: "model", formats: ["RVT", "IFC"] },
      { icon: "drafting", formats: ["DWG", "DXF", "PDF"] },
      { icon: "scan", formats: ["E57", "RCP", "LAS"] },
      { icon: "image", formats: ["GeoTIFF"] },
      { icon: "data", formats: ["CSV", "TXT", "LandXML"] },
      { icon: "report", formats: ["PDF"] },
      { icon: "layers", formats: ["OBJ", "FBX"] },
      { icon: "plot", formats: ["DWG", "SHP", "GeoJSON"] },
      { icon: "eye", formats: ["360° JPG"] },
    ],
  },
});
