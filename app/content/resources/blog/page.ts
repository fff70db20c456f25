import { comingSoon } from "~/templates/builders/coming-soon";

export default comingSoon({
  cta: { actions: [{ to: "projects" }, { to: "talk-to-an-expert" }] },
  body: { blocks: ["surveyors-bim-modellers", "choosing-level-detail", "until-first-articles", "case-studies-already"] },
});
