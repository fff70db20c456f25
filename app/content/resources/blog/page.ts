import { comingSoon } from "~/templates/builders/coming-soon";

export default comingSoon({ cta: { actions: [{ to: "projects" }, { to: "talk-to-an-expert" }] } });
