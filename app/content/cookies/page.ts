import { prosePage } from "~/templates/builders/prose";

export default prosePage({
  revised: "2026-11-23",
  sections: ["no-cookies", "local-storage", "why-we-ask", "clearing-the-entries", "changes"],
});
