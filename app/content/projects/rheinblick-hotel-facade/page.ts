import { projectPage } from "~/templates/builders/project";

export default projectPage({
  project: "projects/rheinblick-hotel-facade",
  hero: {
    facts: ["facadePointCloud", "facadeGsd", "rheinblickFacadeArea", ["rheinblickDeliveryWorkingDays", "workingDays"]],
  },
});
