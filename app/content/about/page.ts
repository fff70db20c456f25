import { aboutPage } from "~/templates/builders/about";

export default aboutPage({
  hero: { facts: ["foundingYear", "projects", "countries", "teamSize"] },
  sections: [
    { type: "prose", id: "introduction" },
    { type: "pages", id: "about-pages", icons: ["building", "workflow", "scan", "badge", "handshake"] },
  ],
});
