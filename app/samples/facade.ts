/**
 * The illustrative facade survey behind every sample the site publishes: the QA/QC report, the
 * 1:50 elevation and its DXF, and the point cloud of the sample viewer all derive from this one
 * module, so each figure they state is the same figure. The building, its coordinates and its
 * residuals are invented; nothing here describes a client's project.
 *
 * Coordinates are in the Hungarian national grid (EOV, heights EOMA), in metres. The facade runs
 * along the grid's easting; the sample's local axes are x along the facade (east), y out of the
 * facade towards the street (south), z up, from ORIGIN.
 */

/** The project grid point the local axes start from: the facade's west end at ground level. */
export const ORIGIN = { e: 650_120, n: 240_480, h: 104.25 } as const;

/** A rectangle on the facade, in metres from the west end (x) and from ground level (z). */
export interface FacadeRect {
  readonly x: number;
  readonly z: number;
  readonly width: number;
  readonly height: number;
}

/** The facade as designed: a four-storey street front of six bays, as the model holds it. */
export const FACADE = {
  width: 24,
  height: 15.6,
  /** Finished floor levels above ground, one a storey. */
  floors: [0.6, 4.2, 7.8, 11.4],
  bay: 4,
  window: { width: 1.6, height: 2, sill: 0.9 },
  door: { width: 2, height: 2.8 },
  /** How far window and door openings are set back from the wall face. */
  reveal: 0.2,
  plinth: { height: 0.6, projection: 0.04 },
  cornice: { height: 0.8, projection: 0.3 },
} as const;

/** The entrance: the ground floor's third bay holds a door instead of a window. */
const DOOR_BAY = 2;

/** Every opening of the facade: the windows of each bay and storey, and the entrance door. */
export function openings(): readonly (FacadeRect & { kind: "window" | "door" })[] {
  const { bay, floors, window, door } = FACADE;
  return floors.flatMap((level, storey) =>
    Array.from({ length: FACADE.width / bay }, (_, b) => {
      const centre = b * bay + bay / 2;
      if (storey === 0 && b === DOOR_BAY) {
        return { kind: "door" as const, x: centre - door.width / 2, z: level, width: door.width, height: door.height };
      }
      return { kind: "window" as const, x: centre - window.width / 2, z: level + window.sill, width: window.width, height: window.height };
    }),
  );
}

/**
 * Where the built wall departs from the designed plane, in millimetres out of the facade: a gentle
 * bow over the whole front, and one bulge of render between the fifth bay's first- and
 * second-floor windows, the area the sample report flags.
 */
export function wallDeviationMm(x: number, z: number): number {
  const bow = 6 * Math.sin((Math.PI * x) / FACADE.width) * Math.sin((Math.PI * z) / FACADE.height) - 1.5;
  const bulge = 16 * Math.exp(-((x - 18) ** 2 + (z - 6.9) ** 2) / (2 * 0.45 ** 2));
  return bow + bulge;
}

/** A point of the survey's control: where it is in the grid, and how far the registered cloud put it from there (mm). */
export interface ControlPoint {
  readonly id: string;
  /** "target": a checkerboard on the facade; "station": a survey nail in the pavement. */
  readonly kind: "target" | "station";
  /** Local position, metres (see ORIGIN). */
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** Residual after registration, millimetres, in easting, northing and height. */
  readonly residual: { readonly e: number; readonly n: number; readonly h: number };
}

/**
 * The control network, observed by total station from the pavement stations and used to register
 * the scans: four stations and six facade targets.
 */
export const CONTROL: readonly ControlPoint[] = [
  { id: "S1", kind: "station", x: -3.5, y: 7.2, z: -0.08, residual: { e: 1.1, n: -0.9, h: 0.6 } },
  { id: "S2", kind: "station", x: 8.4, y: 9.6, z: -0.12, residual: { e: -0.7, n: 1.3, h: -0.8 } },
  { id: "S3", kind: "station", x: 16.1, y: 9.1, z: -0.1, residual: { e: 0.4, n: -1.2, h: 1.1 } },
  { id: "S4", kind: "station", x: 27.6, y: 6.8, z: -0.05, residual: { e: -1.3, n: 0.6, h: -0.5 } },
  { id: "T1", kind: "target", x: 1.2, y: 0, z: 2.4, residual: { e: 1.6, n: -1.1, h: 0.9 } },
  { id: "T2", kind: "target", x: 12, y: 0, z: 3.7, residual: { e: -1.2, n: 1.8, h: -1.4 } },
  { id: "T3", kind: "target", x: 22.8, y: 0, z: 2.4, residual: { e: 0.9, n: 1.4, h: 1.7 } },
  { id: "T4", kind: "target", x: 1.2, y: 0, z: 13.2, residual: { e: -1.9, n: -0.6, h: 1.2 } },
  { id: "T5", kind: "target", x: 12, y: 0, z: 10.6, residual: { e: 1.4, n: -1.7, h: -0.9 } },
  { id: "T6", kind: "target", x: 22.8, y: 0, z: 13.2, residual: { e: -0.8, n: 0.9, h: -1.6 } },
];

/** Independent checkpoints: measured by total station, left out of the registration, compared afterwards (mm). */
export const CHECKPOINTS: readonly ControlPoint[] = [
  { id: "C1", kind: "target", x: 6, y: 0, z: 8.6, residual: { e: 1.6, n: -1.2, h: 1.1 } },
  { id: "C2", kind: "target", x: 18, y: 0, z: 12.1, residual: { e: -1.3, n: 1.7, h: -1.4 } },
];

/** The scan positions: 14 in all, ten on the pavement and four from the first-floor balconies opposite. */
export const SCAN_STATIONS = 14;

/** Grid coordinates of a point given in the sample's local axes (y points south, so northing falls as y grows). */
export function gridOf(point: { x: number; y: number; z: number }): { e: number; n: number; h: number } {
  return { e: ORIGIN.e + point.x, n: ORIGIN.n - point.y, h: ORIGIN.h + point.z };
}

/** Length of a residual in space, millimetres. */
export const residual3d = ({ residual: { e, n, h } }: ControlPoint) => Math.hypot(e, n, h);

/** Root mean square of the 3D residuals of a set of points, millimetres. */
export function rmse(points: readonly ControlPoint[]): number {
  return Math.sqrt(points.reduce((sum, point) => sum + residual3d(point) ** 2, 0) / points.length);
}

/** The straight distance between two control points, metres: what the viewer's measuring tool should show. */
export function distanceBetween(a: string, b: string): number {
  const [p, q] = [a, b].map((id) => [...CONTROL, ...CHECKPOINTS].find((point) => point.id === id));
  if (!p || !q) throw new Error(`No control point ${p ? b : a}`);
  return Math.hypot(p.x - q.x, p.y - q.y, p.z - q.z);
}

/** The model-to-cloud tolerance the sample is checked against, mm (bimToleranceGeneric in the facts: ±10 mm). */
export const TOLERANCE_MM = 10;
