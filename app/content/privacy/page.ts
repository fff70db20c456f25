import { prosePage } from "~/templates/builders/prose";

export default prosePage({
  revised: "2026-11-23",
  sections: [
    "controller",
    "data-we-collect",
    "purposes-and-legal-bases",
    "retention",
    "recipients",
    "transfers",
    "cookies-and-tracking",
    "your-rights",
    "complaints",
    "changes",
  ],
});
