import { prosePage } from "~/templates/builders/prose";

export default prosePage({
  revised: "2026-11-25",
  sections: [
    "scope",
    "use-of-the-site",
    "intellectual-property",
    "quotes-and-contracts",
    "accuracy-of-information",
    "liability",
    "links",
    "changes",
    "law-and-jurisdiction",
  ],
});
