import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "As-Built and Progress",
  "page.title": "As-Built Surveys and Construction Progress Reports",
  "page.h1": "As-built surveys and construction progress tracking",
  "page.description": "Weekly, bi-weekly or per-milestone scans compared with the model, with dashboards and small reports delivered in under {{smallReportHours}} hours.",

  "hero.eyebrow": "As-built and progress",
  "hero.lead": "The site scanned weekly, bi-weekly or at each milestone and compared with the model, so you see what has been built, where it deviates, and how far the work has come.",
  "hero.facts.progressCadence": "Or bi-weekly, or per milestone",
  "hero.facts.constructionAccuracy": "Survey accuracy",
  "hero.facts.constructionDroneTurnaroundHours": "Turnaround after capture",
  "hero.facts.smallReportHours": "Small reports and dashboards",
  "hero.alt": "Wireframe of a building shaded with laser scan points and crossed by a horizontal laser scan line, with a scanner on a tripod sending rays to its corners",

  "scope.nav": "Scope",
  "scope.heading": "What each visit covers",
  "scope.intro": "A fixed route through the site at the cadence you choose, so one report compares directly with the last.",
  "scope.included.scans-weekly-bi": "Scans weekly, bi-weekly or at each milestone, on the same control network",
  "scope.included.comparison-work-place": "Comparison of the work in place with the model, within {{constructionAccuracy}}",
  "scope.included.progress-zone-trade": "Progress per zone and trade: what is complete, started or not begun",
  "scope.included.small-reports-dashboards": "Small reports and dashboards in under {{smallReportHours}} hours",
  "scope.addOns.drone-flights-earthworks": "Drone flights for earthworks volumes and site overviews",
  "scope.addOns.photos-visit-linked": "360° photos of each visit, linked to the plan",
  "scope.addOns.built-model-updates": "As-built model updates for handover",
  "scope.addOns.concrete-flatness-level": "Concrete flatness and level checks of slabs",

  "deliverables.nav": "Deliverables",
  "deliverables.heading": "What you receive",
  "deliverables.items.progress-dashboard.title": "Progress dashboard",
  "deliverables.items.progress-dashboard.text": "Progress per zone and trade since the last visit, online and as PDF.",
  "deliverables.items.deviation-report.title": "Deviation report",
  "deliverables.items.deviation-report.text": "Colour-coded comparison of the work in place with the model.",
  "deliverables.items.built-model.title": "As-built model",
  "deliverables.items.built-model.text": "The model updated to what was built, for handover and operation.",
  "deliverables.items.registered-point-clouds.title": "Registered point clouds",
  "deliverables.items.registered-point-clouds.text": "Every visit's scans, dated, as a record of the site over time.",

  "cta.heading": "See your site's progress every week",
  "cta.text": "Tell us about the project, the programme and the cadence you need. A fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days).",
} satisfies PageWords<typeof page>;
