import { serviceDetail } from "~/templates/builders/service-detail";

/** The hero and the closing call offer a quote and a call with an expert; the words label the quote "Book a Surveyor". */
export default serviceDetail({
  service: "aec/construction-setting-out",
  hero: {
    facts: ["settingOutAccuracy", ["settingOutMobilisationHours", "hours"], ["deviationReportHours", "hours"], "alwaysAvailable"],
  },
  definition: {},
  benefits: {
    cards: [
      { icon: "target", metric: "settingOutAccuracy" },
      { icon: "fast", metric: ["settingOutMobilisationHours", "hours"] },
      { icon: "report", metric: ["deviationReportHours", "hours"] },
      { icon: "shield", metric: "totalStationQa" },
    ],
  },
  visual: {
    visual: "setting-out",
    metrics: ["settingOutAccuracy", "totalStationQa", ["deviationReportHours", "hours"], "alwaysAvailable"],
  },
  formats: {
    groups: [["PDF", "XLSX"], ["CSV"], ["DWG", "DXF"], ["E57", "RCP/RCS (Autodesk ReCap)"]],
  },
});
