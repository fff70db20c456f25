import { guidesIndex } from "~/templates/builders/guides-index";

export default guidesIndex({
  cta: { actions: [{ to: "talk-to-an-expert" }, { to: "about/methodology" }] },
});
