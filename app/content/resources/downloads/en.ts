import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Downloads",
  "page.title": "Downloads: samples, LOD matrix and checklists",
  "page.h1": "Downloads",
  "page.description": "A sample QA/QC report and {{cadScaleDetailed}} facade drawing, the LOD matrix, a survey brief template and site and delivery checklists, free to download.",

  "hero.eyebrow": "Resources",
  "hero.lead": "Sample deliverables from one facade survey, the LOD matrix to attach to a contract, a survey brief template and the checklists we use ourselves. Every file is free and in your language, with no form to fill in.",
  "hero.actions.resources/samples": "Open the sample point cloud",
  "hero.actions.contact": "Request samples for your project",

  "groups.sample-deliverables.heading": "Sample deliverables",
  "groups.sample-deliverables.intro": "One illustrative facade survey, carried through to the files a client receives: the report that proves the data, and the drawing made from it. The building and its figures are invented; the methods, tolerances and layout are ours.",
  "groups.templates-and-checklists.heading": "Templates and checklists",
  "groups.templates-and-checklists.intro": "Documents to use on your own project: to specify a model, to brief surveyors so that they all quote the same scope, to prepare the site and to check what is delivered.",

  "documents.qa-qc-report.title": "Sample QA/QC report",
  "documents.qa-qc-report.text": "The control network, registration RMSE and residuals per control point, independent checkpoints, model-to-cloud deviation statistics with a colour-coded deviation map, and the sign-off.",
  "documents.qa-qc-report.page": "Open the point cloud it checks",
  "documents.facade-elevation.title": "Sample facade elevation at {{cadScaleDetailed}}",
  "documents.facade-elevation.text": "The street front drawn from the registered point cloud on an A2 sheet, with levels, dimensions and the survey targets, and the DXF it was drawn from, in metres and in layers.",
  "documents.lod-matrix.title": "LOD matrix",
  "documents.lod-matrix.text": "Model elements by level of detail from {{lod200}} to {{lod400}}: what is modelled at each level, and to which tolerance. To attach to a contract or a BIM execution plan; the CSV opens in Excel.",
  "documents.lod-matrix.page": "Read the LOD matrix on the site",
  "documents.survey-brief.title": "Survey brief template",
  "documents.survey-brief.text": "The questions that make every surveyor quote the same scope: purpose, extent, deliverables, level of detail, accuracy, coordinate system, access and programme. Fill it in on screen or on paper.",
  "documents.site-access-checklist.title": "Site access, permits and safety checklist",
  "documents.site-access-checklist.text": "What to arrange before the survey team arrives at a plant, a hotel or an occupied building: inductions, permits to work, hazardous areas, escorts, keys and working hours.",
  "documents.delivery-checklist.title": "Delivery checklist",
  "documents.delivery-checklist.text": "What to check when the data arrives: formats, coordinate system, file naming, the registration report and RMSE, coverage, and the model against the agreed level of detail.",

  "notes.heading": "About the files",
  "notes.blocks.made-from-data": "Every file is made from the data behind this site, so its figures are the ones our service pages state. The files are in the language of this page: switch the language at the top of the page to get them in Turkish, Hungarian or German.",
  "notes.blocks.samples-for-your-project": "### Samples for your kind of project",
  "notes.blocks.comparable-work": "The sample set shows one facade. If you want to see deliverables from work like yours, such as a process plant, a hotel or a ship, ask us: we send point cloud extracts, models, drawings and reports from comparable projects, with the client's details removed.",

  "cta.heading": "Ask for a sample set for your project",
  "cta.text": "Tell us what you are planning and we send deliverables from comparable work, or book a call to go through your brief with a surveyor.",
  "cta.actions.contact": "Request samples",
  "cta.actions.talk-to-an-expert": "Talk to an expert",
} satisfies PageWords<typeof page>;
