import { serviceDetail } from "~/templates/builders/service-detail";

/** The hero and the closing call offer a quote and a call with an expert; the words label the quote "Book a Surveyor". */
export default serviceDetail({
  service: "aec/construction-setting-out",
  hero: {
    facts: ["settingOutAccuracy", ["settingOutMobilisationHours", "hours"], ["deviationReportHours", "hours"], "alwaysAvailable"],
  },
  definition: { points: ["site-control-network", "gridlines-piles-columns", "built-checks-deviation", "coordinates-site-grid"] },
  benefits: {
    cards: [
      { id: "tight-tolerances", icon: "target", metric: "settingOutAccuracy" },
      { id: "site-hours", icon: "fast", metric: ["settingOutMobilisationHours", "hours"] },
      { id: "deviation-reports-hour", icon: "report", metric: ["deviationReportHours", "hours"] },
      { id: "documented-qa-qc", icon: "shield", metric: "totalStationQa" },
    ],
  },
  visual: {
    visual: "setting-out",
    metrics: ["settingOutAccuracy", "totalStationQa", ["deviationReportHours", "hours"], "alwaysAvailable"],
  },
  formats: {
    groups: [
      { id: "deviation-reports-point", formats: ["PDF", "XLSX"] },
      { id: "coordinate-lists-raw", formats: ["CSV"] },
      { id: "cad-drawings", formats: ["DWG", "DXF"] },
      { id: "point-clouds", formats: ["E57", "RCP/RCS (Autodesk ReCap)"] },
    ],
  },
  scope: {
    included: [
      "review-design-drawings",
      "site-control-network",
      "setting-out-gridlines",
      "level-transfer-benchmarks",
      "built-checks-deviation",
      "daily-record-points",
    ],
    addOns: [
      "night-weekend-shutdown",
      "laser-scan-built",
      "slab-level-flatness",
      "settlement-movement-monitoring",
      "road-drainage-utility",
      "resident-site-engineer",
    ],
  },
  faq: {
    items: [
      "how-accurate-setting",
      "how-quickly-surveyor",
      "how-setting-out",
      "what-deviation-report",
      "which-coordinate-systems",
      "use-total-station",
      "set-out-bim",
      "what-need-book",
    ],
  },
});
