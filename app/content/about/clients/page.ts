import { aboutPage } from "~/templates/builders/about";

export default aboutPage({
  hero: { facts: ["projects", "countries", "foundingYear"] },
  sections: [
    { type: "logos", id: "clients" },
    { type: "prose", id: "who-we-work-for" },
    {
      type: "testimonials",
      id: "testimonials",
      items: [
        { name: "Gábor Szalai", company: "Tiszachem" },
        { name: "Selin Aydın", company: "Marmara Tersane" },
      ],
    },
  ],
});
