import { aboutPage } from "~/templates/builders/about";

export default aboutPage({
  hero: { facts: ["foundingYear", "teamSize", "projects", "countries"] },
  sections: [
    { type: "prose", id: "who-we-are" },
    {
      type: "cards",
      id: "what-we-do",
      cards: [{ icon: "building" }, { icon: "factory" }, { icon: "hardhat" }, { icon: "ship" }],
    },
    { type: "process", id: "how-we-work" },
    { type: "cards", id: "offices", cards: [{ icon: "pin" }, { icon: "pin" }] },
    {
      type: "cards",
      id: "commitments",
      cards: [
        { icon: "price", metric: ["quoteTurnaroundHours", "hoursOnWorkingDays"] },
        { icon: "shield", metric: "pointCloudAccuracy" },
        { icon: "calendar", metric: ["mobilisationStandardDays", "days"] },
        { icon: "fast", metric: ["turnaroundHours", "hours"] },
      ],
    },
  ],
});
