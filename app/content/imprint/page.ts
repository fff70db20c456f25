import { prosePage } from "~/templates/builders/prose";

export default prosePage({
  revised: "2026-11-23",
  sections: ["provider", "register-and-tax", "contact", "istanbul-office", "responsible-for-content", "dispute-resolution"],
});
