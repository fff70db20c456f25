import { aboutPage } from "~/templates/builders/about";

export default aboutPage({
  hero: { facts: ["projects", "countries", "foundingYear"] },
  sections: [
    { type: "logos", id: "clients" },
    {
      type: "prose",
      id: "who-we-work-for",
      blocks: ["clients-design-build", "sector", "industrial-plants-chemical", "what-ask", "few-clients-need"],
    },
    {
      type: "testimonials",
      id: "testimonials",
      items: [
        { id: "plant-never-stops", name: "Gábor Szalai", company: "Tiszachem" },
        { id: "dry-dock-time", name: "Selin Aydın", company: "Marmara Tersane" },
      ],
    },
  ],
});
