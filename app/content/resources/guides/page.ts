import { comingSoon } from "~/templates/builders/coming-soon";

export default comingSoon({
  cta: { actions: [{ to: "talk-to-an-expert" }, { to: "about/methodology" }] },
  body: { blocks: ["guide-answer-question", "how-brief-survey", "until", "methodology-page-already"] },
});
