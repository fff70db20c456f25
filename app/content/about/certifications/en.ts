import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "Certifications",
  "page.title": "Certifications and Standards",
  "page.h1": "Certifications and standards",
  "page.description": "The standards we work to, from {{treeStandard}} tree surveys to LOD specifications and national survey grids.",

  "hero.eyebrow": "Standards and safeguards",
  "hero.lead": "The standards and specifications our work follows, the national rules we survey under in Hungary, Türkiye and Germany, and the safeguards written into every contract. Each of them can be checked in what we deliver, in the QA/QC report or in the contract itself.",
  "hero.facts.treeStandard": "Tree survey standard",
  "hero.facts.lodStandard": "Standard level of detail",

  "sections.what-this-page-covers.heading": "Standards you can check",
  "sections.what-this-page-covers.blocks.standard-only-worth": "A standard is only worth naming if you can see that the work meets it. For each one on this page the evidence is in the deliverables: the tree schedule and its categories, the level of detail of each model element, the accuracy figures in the QA/QC report, the coordinate system of every file.",
  "sections.what-this-page-covers.blocks.where-project-sets": "Where your project sets its own requirements, such as a BIM execution plan, a CAD standard of your firm or a plant's engineering specification, they come first. We write them into the specification before work starts and check the deliverables against them.",

  "sections.standards.heading": "The standards our work follows",
  "sections.standards.cards.tree-surveys.title": "Tree surveys",
  "sections.standards.cards.tree-surveys.text": "Tree surveys follow {{treeStandard}}: each tree tagged and measured, given a retention category ({{treeCategories}}) and shown with its root protection area on the plan. Where a local authority asks for its own schedule, we add it to the deliverables.",
  "sections.standards.cards.tree-surveys.metric": "tree survey standard",
  "sections.standards.cards.levels-detail.title": "Levels of detail",
  "sections.standards.cards.levels-detail.text": "Model content is specified with the element definitions of the BIMForum LOD Specification: {{lodStandard}} as standard and {{lodOnRequest}} on request, agreed element by element in the quote.",
  "sections.standards.cards.levels-detail.metric": "standard level of detail",
  "sections.standards.cards.stated-accuracy.title": "Stated accuracy",
  "sections.standards.cards.stated-accuracy.text": "Accuracy is stated as measured tolerances, following the approach of the USIBD Level of Accuracy (LOA) Specification: for the control, for the point cloud and for the model against the point cloud. The QA/QC report shows each figure achieved.",
  "sections.standards.cards.stated-accuracy.metric": "registered point cloud",
  "sections.standards.cards.open-exchange-formats.title": "Open exchange formats",
  "sections.standards.cards.open-exchange-formats.text": "Models are delivered in IFC, the open format of buildingSMART, alongside Revit; point clouds in E57 alongside RCP. Your data stays readable in other software and in years to come.",

  "sections.national-rules.heading": "National survey rules in our three markets",
  "sections.national-rules.intro": "We tie each survey to the national reference system of its country and follow the rules that apply to measured surveys there.",
  "sections.national-rules.blocks.hungary": "### Hungary",
  "sections.national-rules.blocks.coordinates-unified-national": "Coordinates in the Unified National Projection (EOV/HD72), heights in the Baltic height datum, tied to the national control network and the national GNSS correction service. Surveying and mapping follow the Hungarian rules for land surveying, and the conventions of the land offices wherever our data meets theirs.",
  "sections.national-rules.blocks.turkiye": "### Türkiye",
  "sections.national-rules.blocks.coordinates-turef-itrf96": "Coordinates in TUREF/ITRF96 on three-degree transverse Mercator zones, with real-time corrections from the national CORS network (TUSAGA-Aktif). Large-scale surveys follow the national regulation on the production of large-scale maps and map information.",
  "sections.national-rules.blocks.germany": "### Germany",
  "sections.national-rules.blocks.coordinates-etrs89-utm": "Coordinates in ETRS89/UTM and heights in DHHN, as surveyors and authorities in Germany use them, with corrections from the SAPOS service of the state survey offices. Engineering surveys follow the DIN standards for engineering surveying where the contract names them.",
  "sections.national-rules.blocks.cadastral-boundary-work": "### Cadastral and boundary work",
  "sections.national-rules.blocks.countries-surveys-create": "In all three countries, surveys that create or change a legal boundary or an entry in the land register are reserved by law to licensed surveyors; in Germany, to publicly appointed surveyors and the survey authorities. Our boundary and fence-line surveys record what stands on site. Where a registered survey is needed, we work with your licensed surveyor on the same control.",
  "sections.national-rules.blocks.drone-flights": "### Drone flights",
  "sections.national-rules.blocks.drone-flights-follow": "Drone flights follow the EU drone rules in Hungary and Germany and the rules of the civil aviation authority in Türkiye. Each flight is planned for its airspace and site, and flown only with the permissions it needs.",

  "sections.safeguards.heading": "Safeguards in every contract",
  "sections.safeguards.cards.confidentiality.title": "Confidentiality",
  "sections.safeguards.cards.confidentiality.text": "We sign an NDA before project details are exchanged. Drawings, scans and models are shared only with the people named on the project, and a project appears among our references only with your written consent.",
  "sections.safeguards.cards.data-protection.title": "Data protection",
  "sections.safeguards.cards.data-protection.text": "Personal data is processed under the EU General Data Protection Regulation (GDPR) and, in Türkiye, the Personal Data Protection Law (KVKK). Faces and number plates in images are blurred before delivery unless the purpose of the survey requires otherwise.",
  "sections.safeguards.cards.insurance.title": "Insurance",
  "sections.safeguards.cards.insurance.text": "We carry professional indemnity insurance for our survey and modelling work, and public liability insurance for our crews on site. A confirmation of cover is sent with the offer on request.",
  "sections.safeguards.cards.site-safety.title": "Site safety",
  "sections.safeguards.cards.site-safety.text": "Crews bring their own protective equipment, attend your site induction and work under your permit-to-work system. Work in ATEX zones, confined spaces and dry docks is planned with your safety team before we arrive.",

  "cta.heading": "Need documents for a tender or supplier approval?",
  "cta.text": "Ask for the confirmation of insurance, our NDA or a sample QA/QC report. We send them within {{quoteTurnaroundHours}} hours (working days), with a fixed-fee quote if you want one.",
  "cta.actions.contact": "Request documents",
} satisfies PageWords<typeof page>;
