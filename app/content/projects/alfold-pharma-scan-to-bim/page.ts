import { projectPage } from "~/templates/builders/project";

export default projectPage({
  project: "projects/alfold-pharma-scan-to-bim",
  hero: {
    facts: ["registrationRmseStrict", "bimTolerance", "lodIndustrial", ["alfoldSiteDays", "days"]],
    visual: "interior",
  },
});
