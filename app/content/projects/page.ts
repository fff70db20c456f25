import { projectsIndex } from "~/templates/builders/projects-index";

export default projectsIndex();
