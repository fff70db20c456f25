import { prosePage } from "~/templates/builders/prose";

export default prosePage({
  revised: "2026-11-25",
  sections: ["no-cookies", "browser-storage", "no-consent-needed", "clearing-the-entries", "changes"],
  // The answer to the language question can be changed here (shown only when script runs).
  languageMemoryIn: "no-consent-needed",
});
