import { aboutPage } from "~/templates/builders/about";

export default aboutPage({
  hero: { facts: ["foundingYear", "projects", "countries", "teamSize"] },
  sections: [
    { type: "prose", id: "introduction", blocks: ["pontos-3d-started", "today-scan-model", "whatever-measure-discipline"] },
    { type: "pages", id: "about-pages", icons: ["building", "workflow", "scan", "badge", "handshake"] },
  ],
});
