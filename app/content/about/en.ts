import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "About",
  "page.title": "About Pontos 3D",
  "page.h1": "About Pontos 3D",
  "page.description": "A team of {{teamSize}} surveyors and BIM specialists in Budapest and Istanbul, measuring buildings, plants and vessels since {{foundingYear}}.",

  "hero.eyebrow": "Surveyors and BIM specialists",
  "hero.lead": "A team of {{teamSize}} surveyors, BIM modellers and CAD technicians in Budapest and Istanbul. Since {{foundingYear}} we have measured buildings, plants, ships and land, and delivered the models and drawings our clients design and build on.",
  "hero.facts.foundingYear": "Founded in Budapest",
  "hero.facts.projects": "Projects delivered",
  "hero.facts.countries": "Countries worked in",
  "hero.facts.teamSize": "Surveyors and BIM specialists",

  "sections.introduction.heading": "Measured data you can build on",
  "sections.introduction.blocks.pontos-3d-started": "Pontos 3D started in Budapest in {{foundingYear}} as a survey practice with one aim: to give designers the building as it stands, not as the archive drawings say it should be. Pontos is Hungarian for precise, and the name is still the standard we hold ourselves to.",
  "sections.introduction.blocks.today-scan-model": "Today we scan and model existing buildings, facades, heritage sites, process plants, ships and land for architects, engineers, contractors, plant owners and shipyards. Our headquarters are in Budapest and our second office is in Istanbul, and we have delivered more than {{projectsCompleted}} projects in Europe, Türkiye and the Middle East.",
  "sections.introduction.blocks.whatever-measure-discipline": "Whatever we measure, the discipline is the same: a control network before the first scan, registration checked against it, modelling to the level of detail agreed in the quote, and a QA/QC report that states the accuracy achieved. The fee is fixed before we mobilise, and the team that scans your site also models it.",

  "sections.about-pages.heading": "More about us",
  "sections.about-pages.intro": "Who we are, how we measure, what we measure with, the standards we work to and who we work for.",
  "sections.about-pages.texts.about/company": "Our story, our team of {{teamSize}}, our offices in Budapest and Istanbul, and what clients can count on.",
  "sections.about-pages.texts.about/methodology": "How we plan, capture, register, check and deliver, with a control network and a QA/QC report on every project.",
  "sections.about-pages.texts.about/equipment": "{{terrestrialScanners}} terrestrial laser scanners, {{handheldLidarUnits}} handheld LiDAR units, a survey drone, and a total station with GNSS/RTK.",
  "sections.about-pages.texts.about/certifications": "The standards we work to, from levels of detail and {{treeStandardShort}} tree surveys to national survey grids.",
  "sections.about-pages.texts.about/clients": "The architects, engineers, contractors, plant owners and shipyards we work for, and what they say about us.",

  "cta.heading": "Tell us what you need measured",
  "cta.text": "Send drawings, photos or an address and the deliverables you need. A fixed-fee quote follows within {{quoteTurnaroundHours}} hours (working days), or talk the project through with one of our surveyors first.",
} satisfies PageWords<typeof page>;
