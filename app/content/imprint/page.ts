import { prosePage } from "~/templates/builders/prose";

export default prosePage({
  revised: "2026-11-25",
  sections: [
    "provider",
    "register-and-tax",
    "contact",
    "hosting-provider",
    "istanbul-branch",
    "professional-qualification",
    "dispute-resolution",
  ],
});
