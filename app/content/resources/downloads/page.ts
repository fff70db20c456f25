import { comingSoon } from "~/templates/builders/coming-soon";

export default comingSoon({
  cta: { actions: [{ to: "contact", topic: "samples" }, { to: "services" }] },
  body: { blocks: ["downloads-files-clients", "sample-deliverables-extract", "samples-available-now", "have-wait-library"] },
});
