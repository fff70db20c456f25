import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "AR-Integrated BIM",
  "page.title": "AR-Integrated BIM on the Construction Site",
  "page.h1": "AR-integrated BIM: see the model where it will be built",
  "page.description": "Overlay the BIM model on site with augmented reality to check positions, openings and services before they are built in.",

  "hero.eyebrow": "AR-integrated BIM",
  "hero.lead": "The BIM model shown on a tablet at full scale, aligned to the site's control points, so crews and inspectors see openings, sleeves and services where they will be built.",
  "hero.facts.arScale": "Model shown on site",
  "hero.facts.constructionAccuracy": "Survey accuracy",
  "hero.facts.controlResiduals": "Control residuals",
  "hero.alt": "Tablet held up on a construction site, its screen showing the planned ducts and walls of the model laid over the real room",
  "hero.actions.contact": "Request sample results",

  "scope.nav": "Scope",
  "scope.heading": "What we set up",
  "scope.intro": "Augmented reality is only as good as its alignment. We tie the model to the same control network the site is set out from.",
  "scope.included.model-prepared-ar": "The model prepared for AR: disciplines, phases and the elements that matter on site",
  "scope.included.alignment-site-control": "Alignment to the site's control points, checked with residuals of {{controlResiduals}}",
  "scope.included.tablet-set-up": "A tablet set-up and a session on site with your team",
  "scope.included.check-list-elements": "A check list of the elements to verify before each pour or close-up",
  "scope.addOns.laser-scans-area": "Laser scans of the area to document what was checked",
  "scope.addOns.new-control-points": "New control points set out where the site has none",
  "scope.addOns.model-updates-when": "Model updates when the design changes",
  "scope.addOns.sessions-clients-inspectors": "Sessions for clients and inspectors on site",

  "deliverables.nav": "Deliverables",
  "deliverables.heading": "What you receive",
  "deliverables.items.ar-ready-model.title": "AR-ready model",
  "deliverables.items.ar-ready-model.text": "The model reduced to what the site needs and ready to load on a tablet.",
  "deliverables.items.alignment-record.title": "Alignment record",
  "deliverables.items.alignment-record.text": "The control points used and the residuals achieved.",
  "deliverables.items.check-list.title": "Check list",
  "deliverables.items.check-list.text": "Elements to verify before pouring, closing walls or ceilings.",
  "deliverables.items.training-site.title": "Training on site",
  "deliverables.items.training-site.text": "Your site team shown how to use it, on your own project.",

  "cta.heading": "Find out whether AR suits your site",
  "cta.text": "Every site is different. Talk to one of our experts about your project, your model and what your crews need to check.",
} satisfies PageWords<typeof page>;
