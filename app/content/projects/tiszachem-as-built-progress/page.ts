import { projectPage } from "~/templates/builders/project";

export default projectPage({
  project: "projects/tiszachem-as-built-progress",
  hero: {
    facts: ["progressCadence", "tiszachemProgressVisits", ["qaMemoHours", "hours"], "constructionAccuracy"],
  },
});
