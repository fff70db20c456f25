import { aboutPage } from "~/templates/builders/about";

export default aboutPage({
  hero: { facts: ["foundingYear", "teamSize", "projects", "countries"] },
  sections: [
    { type: "prose", id: "who-we-are", blocks: ["pontos-3d-kft", "people-land-surveyors", "precise-name", "pontos-hungarian-precise"] },
    {
      type: "cards",
      id: "what-we-do",
      cards: [
        { id: "buildings-heritage", icon: "building" },
        { id: "industrial-plants", icon: "factory" },
        { id: "construction-land", icon: "hardhat" },
        { id: "ships-yachts", icon: "ship" },
      ],
    },
    { type: "process", id: "how-we-work", steps: ["brief-fixed-fee", "control-capture", "registration-qa", "modelling-delivery"] },
    {
      type: "cards",
      id: "offices",
      cards: [
        { id: "budapest-headquarters", icon: "pin" },
        { id: "istanbul", icon: "pin" },
      ],
    },
    {
      type: "cards",
      id: "commitments",
      cards: [
        { id: "fixed-fee-quoted", icon: "price", metric: ["quoteTurnaroundHours", "hoursOnWorkingDays"] },
        { id: "accuracy-stated-proven", icon: "shield", metric: "pointCloudAccuracy" },
        { id: "site-when-need", icon: "calendar", metric: ["mobilisationStandardDays", "days"] },
        { id: "deliverables-without-delay", icon: "fast", metric: ["turnaroundHours", "hours"] },
      ],
    },
  ],
});
