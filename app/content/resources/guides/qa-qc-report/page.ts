import { prosePage } from "~/templates/builders/prose";

export default prosePage({
  revised: "2026-11-26",
  // The text, one Markdown file a language: en.md, tr.md, hu.md, de.md.
  text: import.meta.glob<string>("./*.md", { query: "?raw", import: "default", eager: true }),
});
