/** The illustrations drawn in the project (see ScanVisual). */
export const VISUAL_NAMES = [
  "building",
  "facade",
  "heritage",
  "tree",
  "terrain",
  "setting-out",
  "interior",
  "plant",
  "ship",
  "drone",
  "viewer",
  "bim-overlay",
  "ar-tablet",
  "orthophoto",
] as const;
export type VisualName = (typeof VISUAL_NAMES)[number];
