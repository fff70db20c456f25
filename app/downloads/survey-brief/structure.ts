/**
 * The survey brief's questions, in the order the form asks them: each section has a line of why
 * it matters (its hint, in the words) and its fields. A field is a line, a box of several lines,
 * or a set of check boxes; its id is the form field's name, the same in every language.
 */
export type BriefField =
  | { readonly id: string; readonly kind: "line" }
  | { readonly id: string; readonly kind: "box"; readonly lines: number }
  | { readonly id: string; readonly kind: "checks"; readonly options: readonly string[] };

export const BRIEF: readonly { readonly id: string; readonly fields: readonly BriefField[] }[] = [
  {
    id: "project",
    fields: [
      { id: "name", kind: "line" },
      { id: "address", kind: "line" },
      { id: "building", kind: "line" },
      { id: "existing", kind: "checks", options: ["drawings", "model", "earlier-survey", "none"] },
    ],
  },
  {
    id: "purpose",
    fields: [
      { id: "uses", kind: "checks", options: ["refurbishment", "permit", "facility", "coordination", "prefabrication", "heritage"] },
      { id: "other", kind: "line" },
    ],
  },
  {
    id: "extent",
    fields: [
      { id: "area", kind: "line" },
      { id: "floors", kind: "line" },
      { id: "includes", kind: "checks", options: ["facades", "roof", "basements", "risers", "ceiling-voids", "site"] },
      { id: "excluded", kind: "box", lines: 2 },
    ],
  },
  {
    id: "deliverables",
    fields: [
      { id: "files", kind: "checks", options: ["point-cloud", "revit", "ifc", "drawings", "navisworks", "qa-report"] },
      { id: "software", kind: "line" },
      { id: "template", kind: "line" },
    ],
  },
  {
    id: "lod",
    fields: [
      { id: "by-element", kind: "box", lines: 3 },
      { id: "by-area", kind: "box", lines: 2 },
      { id: "smallest", kind: "line" },
    ],
  },
  {
    id: "accuracy",
    fields: [
      { id: "tolerance", kind: "line" },
      { id: "checks", kind: "checks", options: ["checkpoints", "report-per-element"] },
    ],
  },
  {
    id: "coordinates",
    fields: [
      { id: "system", kind: "checks", options: ["national", "local-grid", "architect-base-point", "not-needed"] },
      { id: "datum", kind: "line" },
      { id: "control", kind: "line" },
    ],
  },
  {
    id: "access",
    fields: [
      { id: "conditions", kind: "checks", options: ["occupied", "out-of-hours", "induction", "permit-to-work", "escort", "drone"] },
      { id: "notes", kind: "box", lines: 3 },
    ],
  },
  {
    id: "schedule",
    fields: [
      { id: "site-from", kind: "line" },
      { id: "delivery-by", kind: "line" },
      { id: "milestones", kind: "box", lines: 2 },
    ],
  },
  {
    id: "contacts",
    fields: [
      { id: "client", kind: "line" },
      { id: "site", kind: "line" },
      { id: "bim", kind: "line" },
    ],
  },
];
