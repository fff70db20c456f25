import type { WordsOf } from "~/templates/builders/define";
import type page from "./page";

export default {
  hero: {
    eyebrow: "{{treeStandardShort}} tree survey",
    lead: "Tree surveys to {{treeStandard}} for planning and design: every tree tagged, rated A, B, C or U, and its root protection area plotted on your site plan.",
    facts: [
      "Surveyed to {{treeStandard}}",
      "Retention categories",
      "Trees surveyed per day",
      "Working days to report",
    ],
    alt: "Line drawing of a tree with its canopy filled with scan points, a dashed root protection area around the trunk and a horizontal laser scan line",
  },
  definition: {
    nav: "Overview",
    heading: "What is a {{treeStandardShort}} tree survey?",
    term: "{{treeStandardShort}} tree survey",
    text: "A {{treeStandard}} tree survey records every tree on or next to a development site that could be affected by the work, and rates its quality and value. Planning authorities use it to decide which trees stay; designers use the root protection areas to keep foundations, services and level changes clear of them.",
    points: [
      "Category A: high quality trees whose retention is strongly expected",
      "Category B: moderate quality trees that should be retained where possible",
      "Category C: low quality trees that should not constrain the design",
      "Category U: trees unsuitable for retention because of their condition",
      "A tree schedule, root protection areas and a tree constraints plan",
    ],
  },
  benefits: {
    nav: "Benefits",
    heading: "Why commission a tree survey early",
    intro: "Trees are cheapest to design around before the layout is fixed. A survey at feasibility stage shows where you can build and answers the questions the tree officer will ask.",
    cards: [
      {
        title: "Ready for planning",
        text: "Survey, tree schedule and tree constraints plan follow {{treeStandard}}, the format planning authorities and arboricultural officers expect.",
        metric: "{{treeStandardEdition}} edition of the standard",
      },
      {
        title: "Clear retention categories",
        text: "Every tree and group is rated A, B, C or U with the reasons recorded, so the design team knows which trees shape the layout.",
        metric: "retention categories",
      },
      {
        title: "Efficient fieldwork",
        text: "Our surveyors tag, measure and assess up to {{treesPerDay}} trees a day, with positions fixed by GNSS/RTK or taken from the topographic survey.",
        metric: "trees surveyed per day",
      },
      {
        title: "Quick reporting",
        text: "The tree schedule, constraints plan and report arrive {{treeTurnaroundDays}} working days after fieldwork, in time for design reviews and submission.",
        metric: "working days to report",
      },
    ],
  },
  visual: {
    heading: "Root protection areas on your site plan",
    alt: "Tree in side view with its canopy filled with scan points, the radius of its root protection area marked at the base and a category label beside it",
    caption: "Each tree is plotted at its surveyed position with its crown spread and root protection area, colour-coded by category, on the same base as the topographic survey.",
    metrics: [
      "{{treeStandardEdition}} methodology",
      "categories",
      "trees a day",
      "working days to report",
    ],
  },
  scope: {
    nav: "Scope",
    heading: "What the survey covers",
    intro: "Tree surveys are priced by the number of trees. Send a site plan or boundary and we count and quote before anyone travels.",
    included: [
      "Inspection of every tree on site and of off-site trees that could affect it",
      "Numbered tags on individual trees, with groups and hedges recorded as features",
      "Species, height, stem diameter, crown spread, life stage and condition",
      "Retention category A, B, C or U for every tree and group",
      "Root protection area for each tree, calculated to {{treeStandard}}",
      "Tree schedule with observations and preliminary management recommendations",
      "Tree constraints plan showing crowns, root protection areas and categories",
    ],
    addOns: [
      "Topographic survey with tree positions and levels by GNSS/RTK or total station",
      "Arboricultural impact assessment against your proposed layout",
      "Arboricultural method statement and tree protection plan",
      "Laser scanning or drone capture of crowns and canopy",
      "Setting-out of protective fencing along root protection areas on site",
    ],
  },
  formats: {
    nav: "Formats",
    heading: "Deliverable formats",
    intro: "Plans are drawn on your topographic base or ours, in the same coordinate system as the rest of the design.",
    groups: [
      "Drawings",
      "Tree schedule",
      "GIS data",
    ],
  },
  faq: {
    nav: "FAQ",
    heading: "Tree survey questions",
    items: [
      {
        q: "What do categories A, B, C and U mean?",
        a: "Category A trees are of high quality and value, and their retention is strongly expected. B trees are of moderate quality and should be kept where possible; C trees are of low quality and should not constrain the design. U trees are unsuitable for retention because of their condition, whatever is built.",
      },
      {
        q: "What is a root protection area?",
        a: "The root protection area (RPA) is the area around a tree to be left undisturbed so that enough roots and soil survive construction. {{treeStandard}} calculates it from the stem diameter, and its shape can be adjusted where roots are restricted by buildings, roads or changes of level. No digging, storage or level change happens inside it without an agreed method.",
      },
      {
        q: "What is a tree constraints plan?",
        a: "It is a plan of the site showing every surveyed tree with its category, crown spread and root protection area, and where relevant the shade it casts. Architects use it as an underlay to place buildings, drives and services clear of the trees worth keeping.",
      },
      {
        q: "When should the tree survey be done?",
        a: "As early as possible, before the layout is fixed, because moving a building on paper costs far less than redesigning after a planning objection. Trees can be surveyed in any season, and we note in the report where leaf cover limited the assessment.",
      },
      {
        q: "How is a tree survey priced?",
        a: "By the number of trees, with groups and hedges counted as features. Send a site plan, boundary or aerial image and we reply with a fixed-fee quote within {{quoteTurnaroundHours}} hours.",
      },
      {
        q: "How long does a tree survey take?",
        a: "Our surveyors assess up to {{treesPerDay}} trees a day on site, so fieldwork scales with the tree count. The tree schedule, tree constraints plan and report follow {{treeTurnaroundDays}} working days after fieldwork.",
      },
      {
        q: "Can you combine the tree survey with a topographic survey?",
        a: "Yes, and it is the most efficient way to do it. Our land surveyors fix tree positions and levels by GNSS/RTK or total station, so trees, levels and boundaries sit on one base plan in the national grid or your site grid.",
      },
      {
        q: "Where do you carry out {{treeStandardShort}} surveys?",
        a: "In the United Kingdom, and in Hungary, Türkiye and Germany for clients and design teams who want a consistent, recognised assessment. Outside the United Kingdom local tree protection rules still apply, and the report notes where they add to the {{treeStandard}} method.",
      },
    ],
  },
  cta: {
    heading: "Book your tree survey",
    text: "Send a site plan or boundary with an approximate number of trees. You get a fixed-fee quote within {{quoteTurnaroundHours}} hours.",
  },
} as const satisfies WordsOf<typeof page>;
