import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "As-Built and Progress",
  "page.title": "As-Built Surveys and Construction Progress Reports",
  "page.h1": "As-built surveys and construction progress tracking",
  "page.description": "Weekly, bi-weekly or per-milestone scans compared with the model, with dashboards and small reports delivered in under {{smallReportHours}} hours.",

  "hero.eyebrow": "As-built and progress",
  "hero.lead": "The site scanned weekly, bi-weekly or at each milestone and compared with the model, so you see what has been built, where it deviates, and how far the work has come.",
  "hero.facts.0": "Or bi-weekly, or per milestone",
  "hero.facts.1": "Survey accuracy",
  "hero.facts.2": "Turnaround after capture",
  "hero.facts.3": "Small reports and dashboards",
  "hero.alt": "Wireframe of a building shaded with laser scan points and crossed by a horizontal laser scan line, with a scanner on a tripod sending rays to its corners",

  "scope.nav": "Scope",
  "scope.heading": "What each visit covers",
  "scope.intro": "A fixed route through the site at the cadence you choose, so one report compares directly with the last.",
  "scope.included.0": "Scans weekly, bi-weekly or at each milestone, on the same control network",
  "scope.included.1": "Comparison of the work in place with the model, within {{constructionAccuracy}}",
  "scope.included.2": "Progress per zone and trade: what is complete, started or not begun",
  "scope.included.3": "Small reports and dashboards in under {{smallReportHours}} hours",
  "scope.addOns.0": "Drone flights for earthworks volumes and site overviews",
  "scope.addOns.1": "360° photos of each visit, linked to the plan",
  "scope.addOns.2": "As-built model updates for handover",
  "scope.addOns.3": "Concrete flatness and level checks of slabs",

  "deliverables.nav": "Deliverables",
  "deliverables.heading": "What you receive",
  "deliverables.items.0.title": "Progress dashboard",
  "deliverables.items.0.text": "Progress per zone and trade since the last visit, online and as PDF.",
  "deliverables.items.1.title": "Deviation report",
  "deliverables.items.1.text": "Colour-coded comparison of the work in place with the model.",
  "deliverables.items.2.title": "As-built model",
  "deliverables.items.2.text": "The model updated to what was built, for handover and operation.",
  "deliverables.items.3.title": "Registered point clouds",
  "deliverables.items.3.text": "Every visit's scans, dated, as a record of the site over time.",

  "cta.heading": "See your site's progress every week",
  "cta.text": "Tell us about the project, the programme and the cadence you need. A fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageWords<typeof page>;
