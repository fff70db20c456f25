import { prosePage } from "~/templates/builders/prose";

export default prosePage({
  revised: "2026-11-26",
  sections: [
    "controller",
    "data-we-collect",
    "purposes-and-legal-bases",
    "retention",
    "recipients",
    "istanbul-office",
    "cookies-and-tracking",
    "your-rights",
    "complaints",
    "kvkk",
    "changes",
  ],
});
