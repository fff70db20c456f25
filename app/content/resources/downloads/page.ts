import { comingSoon } from "~/templates/builders/coming-soon";

export default comingSoon({ cta: { actions: [{ to: "contact", topic: "samples" }, { to: "services" }] } });
