import { FACTS } from "~/site/facts";
import {
  CHECKPOINTS,
  CONTROL,
  FACADE,
  SCAN_STATIONS,
  TOLERANCE_MM,
  gridOf,
  openings,
  residual3d,
  rmse,
  type ControlPoint,
} from "~/samples/facade";
import { DENSITY, deviationStats, facadeCloud, type CloudPoint } from "~/samples/facade-cloud";

/** A limit of the facts module as a number of millimetres: "≤ 3 mm" → 3. */
export function limitMm(text: string): number {
  const match = /(\d+(?:\.\d+)?)\s*mm/.exec(text);
  if (!match) throw new Error(`No limit in millimetres in "${text}"`);
  return Number(match[1]);
}

/** The limits the sample is checked against, as the facts module states them. */
export const LIMITS = {
  /** Registration RMSE of a building survey. */
  rmse: limitMm(FACTS.registrationRmseStrict),
  /** Residual at any one control point or checkpoint. */
  residual: FACTS.controlResidualsMm,
  tolerance: TOLERANCE_MM,
} as const;

export interface PointRow {
  readonly point: ControlPoint;
  readonly grid: { e: number; n: number; h: number };
  readonly residual3d: number;
  readonly pass: boolean;
}

const row = (point: ControlPoint): PointRow => ({
  point,
  grid: gridOf(point),
  residual3d: residual3d(point),
  pass: residual3d(point) <= LIMITS.residual,
});

/** A cell of the deviation map: a square of the wall and the mean deviation of the wall points in it. */
export interface MapCell {
  readonly x: number;
  readonly z: number;
  readonly size: number;
  readonly mean: number;
  readonly points: number;
}

/** Side of a cell of the deviation map, metres. */
export const CELL = 0.25;
/** A cell is shown when it holds at least a quarter of the points a whole cell of wall holds: a sliver at an edge says little. */
const MIN_POINTS = (DENSITY * CELL * CELL) / 4;

function deviationCells(cloud: readonly CloudPoint[]): MapCell[] {
  const columns = Math.round(FACADE.width / CELL);
  const sums = new Map<number, { sum: number; points: number }>();
  for (const point of cloud) {
    if (point.surface !== "wall") continue;
    const i = Math.min(columns - 1, Math.floor(point.x / CELL));
    const j = Math.floor(point.z / CELL);
    const key = j * columns + i;
    const cell = sums.get(key) ?? { sum: 0, points: 0 };
    cell.sum += point.deviation;
    cell.points += 1;
    sums.set(key, cell);
  }
  return [...sums]
    .filter(([, cell]) => cell.points >= MIN_POINTS)
    .map(([key, { sum, points }]) => ({
      x: (key % columns) * CELL,
      z: Math.floor(key / columns) * CELL,
      size: CELL,
      mean: sum / points,
      points,
    }));
}

/** The area of the wall whose cells lie beyond the tolerance on average: where it is, how far out, and the storey and bay it is in. */
export interface Finding {
  readonly x: readonly [number, number];
  readonly z: readonly [number, number];
  /** The largest mean of a cell in it, and the largest single point's deviation in it, mm. */
  readonly peakMean: number;
  readonly peakPoint: number;
  readonly cells: number;
  /** Bay from the west end and storey (0 = ground floor) of the area's centre. */
  readonly bay: number;
  readonly storey: number;
}

function findings(cells: readonly MapCell[], cloud: readonly CloudPoint[]): Finding[] {
  const out = cells.filter((cell) => Math.abs(cell.mean) > LIMITS.tolerance);
  if (out.length === 0) return [];
  const x: [number, number] = [Math.min(...out.map((c) => c.x)), Math.max(...out.map((c) => c.x + c.size))];
  const z: [number, number] = [Math.min(...out.map((c) => c.z)), Math.max(...out.map((c) => c.z + c.size))];
  const inside = cloud.filter((p) => p.surface === "wall" && p.x >= x[0] && p.x <= x[1] && p.z >= z[0] && p.z <= z[1]);
  const centre = { x: (x[0] + x[1]) / 2, z: (z[0] + z[1]) / 2 };
  return [
    {
      x,
      z,
      cells: out.length,
      peakMean: out.reduce((peak, c) => (Math.abs(c.mean) > Math.abs(peak) ? c.mean : peak), 0),
      peakPoint: inside.reduce((peak, p) => (Math.abs(p.deviation) > Math.abs(peak) ? p.deviation : peak), 0),
      bay: Math.floor(centre.x / FACADE.bay) + 1,
      storey: FACADE.floors.filter((level) => level <= centre.z).length - 1,
    },
  ];
}

/** Everything the sample QA/QC report states about the survey, computed from the sample (app/samples). */
export function reportData() {
  const cloud = facadeCloud();
  const cells = deviationCells(cloud);
  const registration = rmse(CONTROL);
  return {
    stations: SCAN_STATIONS,
    targets: CONTROL.filter((point) => point.kind === "target").length,
    surveyStations: CONTROL.filter((point) => point.kind === "station").length,
    control: CONTROL.map(row),
    checkpoints: CHECKPOINTS.map(row),
    registration: { rmse: registration, pass: registration <= LIMITS.rmse, largest: Math.max(...CONTROL.map(residual3d)) },
    checkpointRmse: rmse(CHECKPOINTS),
    stats: deviationStats(cloud, TOLERANCE_MM),
    cloudPoints: cloud.length,
    cells,
    openings: openings(),
    findings: findings(cells, cloud),
  };
}

export type ReportData = ReturnType<typeof reportData>;
