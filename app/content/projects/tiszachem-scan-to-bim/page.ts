import { projectPage } from "~/templates/builders/project";

export default projectPage({
  project: "projects/tiszachem-scan-to-bim",
  hero: {
    facts: ["lodIndustrial", "bimTolerance", "registrationRmse", ["tiszachemBimSiteDays", "days"]],
  },
});
