import { samplesPage } from "~/templates/builders/samples";

export default samplesPage({
  hero: {
    facts: ["sampleCloudPoints", "sampleScanStations", "sampleRegistrationRmse"],
    actions: [{ to: "contact", topic: "samples" }, { to: "resources/downloads" }],
  },
  sample: { blocks: ["illustrative", "how-captured", "what-checked"] },
  usage: {
    cards: [
      { id: "orbit", icon: "axis" },
      { id: "zoom", icon: "eye" },
      { id: "measure", icon: "ruler" },
      { id: "targets", icon: "target" },
      { id: "deviation", icon: "layers" },
    ],
  },
  deliverables: {
    items: [
      { id: "point-cloud", icon: "scan", formats: ["E57", "RCP", "LAS", "PLY"] },
      { id: "qa-qc-report", icon: "report", formats: ["PDF"] },
      { id: "elevation", icon: "drafting", formats: ["DWG", "DXF", "PDF"] },
      { id: "deviation-map", icon: "layers", formats: ["PDF"] },
    ],
  },
  cta: { actions: [{ to: "contact", topic: "samples" }, { to: "get-a-quote" }] },
});
