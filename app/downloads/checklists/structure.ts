/**
 * The two checklists: groups of items to tick, in the order a project meets them. The ids name
 * the words (app/downloads/checklists/<lang>.ts) and the check boxes, the same in every language.
 */
export const CHECKLISTS = {
  "site-access": [
    { id: "before", items: ["site-contact", "rules-induction", "hours", "passes", "occupants"] },
    { id: "permits", items: ["permit-to-work", "atex", "confined-spaces", "height", "drone", "photography"] },
    { id: "on-site", items: ["ppe", "keys-escort", "ceilings", "risers", "equipment-route", "clean-areas", "emergency"] },
  ],
  delivery: [
    { id: "agreed", items: ["formats", "coordinates", "naming", "lod", "handover"] },
    { id: "arrival", items: ["files-open", "registration", "coverage", "position", "lod-check", "deviation", "assumed", "template"] },
    { id: "sign-off", items: ["comments", "sign-off", "archive"] },
  ],
} as const;

export type ChecklistId = keyof typeof CHECKLISTS;
