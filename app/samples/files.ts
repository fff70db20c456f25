import { FACADE } from "./facade";

/**
 * The files of the samples page, made at build time from the sample survey (app/samples/) and
 * pre-rendered beside the pages: the viewer's packed cloud (./cloud-format.ts), a rendered
 * elevation of the cloud that the page shows before, or instead of, the viewer, and the cloud as a
 * PLY file to open in any point-cloud software. One of each, the same in every language.
 */
export const SAMPLE_FILES = {
  cloud: "/samples/pontos3d-sample-facade-cloud.bin",
  image: "/samples/pontos3d-sample-facade-cloud.png",
  ply: "/samples/pontos3d-sample-facade-cloud.ply",
} as const;

export type SampleFile = keyof typeof SAMPLE_FILES;

const PIXELS_PER_METRE = 48;
const MARGIN_METRES = 0.5;

/** The rendered elevation: the facade and half a metre around it, seen square on from the street, at 48 pixels a metre. */
export const SAMPLE_IMAGE = {
  pixelsPerMetre: PIXELS_PER_METRE,
  margin: MARGIN_METRES,
  width: Math.round((FACADE.width + 2 * MARGIN_METRES) * PIXELS_PER_METRE),
  height: Math.round((FACADE.height + 2 * MARGIN_METRES) * PIXELS_PER_METRE),
} as const;

/** The file at an address, if there is one. */
export const sampleFileAt = (path: string): SampleFile | undefined =>
  (Object.keys(SAMPLE_FILES) as SampleFile[]).find((file) => SAMPLE_FILES[file] === path);
