export default {
  title: "LOD matrix",
  subtitle: "Model elements by level of detail for a Scan to BIM model of an existing building",
  use: "Enter the agreed level of each element in the last column, or attach a plan marking the zones modelled at a higher level. The levels follow the BIMForum LOD Specification, read for a building that already exists; the tolerances are model-to-cloud and are checked in the QA/QC report.",
  project: "Project",
  client: "Client",
  date: "Date",
  agreed: "Agreed level",
  online: "The same matrix on our website:",
  pageOf: "Page {page} of {pages}",
} as const;
