import { CHECKPOINTS, CONTROL, FACADE, openings, wallDeviationMm, type FacadeRect } from "./facade";

/**
 * The sample facade's registered point cloud, as the scanner would have seen it: every surface of
 * the facade in FACADE sampled at an even density, pushed out of its designed place by the wall's
 * real deviation (wallDeviationMm) and by the scanner's range noise. Seeded, so every build makes
 * the same points, and the report's deviation statistics are those of the cloud the viewer shows.
 */

/** Points per square metre of wall: about one every 3.5 cm. */
export const DENSITY = 800;
/** The scanner's range noise, one standard deviation, mm. */
export const RANGE_NOISE_MM = 1.5;
const SEED = 2007;
/** The pavement in front of the facade that the scans also caught, metres out from the wall. */
const PAVEMENT_DEPTH = 6;
/** Side of one square of a checkerboard target, metres. */
const TARGET_SQUARE = 0.1;

/** What a point is: its surface decides its brightness (intensity) in the cloud. */
export type Surface = "wall" | "plinth" | "cornice" | "reveal" | "frame" | "glass" | "pavement" | "target";

export interface CloudPoint {
  /** Local metres (see ORIGIN in ./facade). */
  x: number;
  y: number;
  z: number;
  /** Return intensity, 0–255. */
  intensity: number;
  /** How far the point lies off the modelled surface, along its normal, mm. */
  deviation: number;
  surface: Surface;
}

/** A small, fast, seeded generator (mulberry32): the same numbers in every build. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const inside = (x: number, z: number, r: FacadeRect) => x >= r.x && x <= r.x + r.width && z >= r.z && z <= r.z + r.height;

let made: readonly CloudPoint[] | undefined;

/** Every point of the sample cloud, in a fixed order: made once per process (about a second), shared by every file made from it. */
export function facadeCloud(): readonly CloudPoint[] {
  return (made ??= scannedFacade());
}

function scannedFacade(): CloudPoint[] {
  const next = random(SEED);
  const noise = () => RANGE_NOISE_MM * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const points: CloudPoint[] = [];
  const holes = openings();
  const targets = [...CONTROL, ...CHECKPOINTS].filter((point) => point.kind === "target");
  const { width, height, plinth, cornice, reveal } = FACADE;

  /** Scatters points over a rectangle of a plane: `place(u, v)` gives the designed point and its surface. */
  const scatter = (
    area: number,
    share: number,
    place: (u: number, v: number) => (Omit<CloudPoint, "deviation" | "intensity"> & { off?: number; shade: number }) | undefined,
  ) => {
    const count = Math.round(area * DENSITY * share);
    for (let i = 0; i < count; i++) {
      const designed = place(next(), next());
      if (!designed) continue;
      const deviation = (designed.off ?? 0) + noise();
      const along = deviation / 1000;
      const point = { ...designed };
      // Faces move out of the facade (y); a reveal keeps its place, its noise is along the wall.
      if (designed.surface !== "reveal") point.y += along;
      const intensity = Math.max(0, Math.min(255, Math.round(designed.shade * 255 + noise() * 6)));
      points.push({ x: point.x, y: point.y, z: point.z, surface: designed.surface, intensity, deviation });
    }
  };

  const targetShade = (x: number, z: number) => {
    for (const t of targets) {
      const dx = x - t.x;
      const dz = z - t.z;
      if (Math.abs(dx) < TARGET_SQUARE && Math.abs(dz) < TARGET_SQUARE) return dx < 0 === dz < 0 ? 0.95 : 0.05;
    }
    return undefined;
  };

  // The wall face between plinth and cornice, less its openings; the targets are fixed to it.
  const wallHeight = height - cornice.height - plinth.height;
  scatter(width * wallHeight, 1, (u, v) => {
    const x = u * width;
    const z = plinth.height + v * wallHeight;
    if (holes.some((hole) => inside(x, z, hole))) return undefined;
    const target = targetShade(x, z);
    if (target !== undefined) return { x, y: 0, z, surface: "target", shade: target };
    return { x, y: 0, z, surface: "wall", off: wallDeviationMm(x, z), shade: 0.58 };
  });
  // The stone plinth, standing slightly proud of the wall.
  scatter(width * plinth.height, 1, (u, v) => ({
    x: u * width,
    y: plinth.projection,
    z: v * plinth.height,
    surface: "plinth",
    shade: 0.4,
  }));
  // The cornice's face and its underside.
  scatter(width * cornice.height, 1, (u, v) => ({
    x: u * width,
    y: cornice.projection,
    z: height - cornice.height + v * cornice.height,
    surface: "cornice",
    shade: 0.66,
  }));
  scatter(width * cornice.projection, 0.6, (u, v) => ({
    x: u * width,
    y: v * cornice.projection,
    z: height - cornice.height,
    surface: "cornice",
    shade: 0.5,
  }));
  for (const hole of holes) {
    // Reveals: the four sides of the opening, from the wall face back to the frame.
    const sides = [
      { length: hole.width, place: (u: number, v: number) => ({ x: hole.x + u * hole.width, y: -v * reveal, z: hole.z }) },
      { length: hole.width, place: (u: number, v: number) => ({ x: hole.x + u * hole.width, y: -v * reveal, z: hole.z + hole.height }) },
      { length: hole.height, place: (u: number, v: number) => ({ x: hole.x, y: -v * reveal, z: hole.z + u * hole.height }) },
      { length: hole.height, place: (u: number, v: number) => ({ x: hole.x + hole.width, y: -v * reveal, z: hole.z + u * hole.height }) },
    ];
    for (const side of sides) scatter(side.length * reveal, 1, (u, v) => ({ ...side.place(u, v), surface: "reveal", shade: 0.52 }));
    // The frame (a band round the opening) returns well; glass returns few points, a door's panel all of them.
    const band = 0.07;
    scatter(hole.width * hole.height, 1, (u, v) => {
      const x = hole.x + u * hole.width;
      const z = hole.z + v * hole.height;
      const onFrame = x - hole.x < band || hole.x + hole.width - x < band || z - hole.z < band || hole.z + hole.height - z < band;
      if (onFrame) return { x, y: -reveal, z, surface: "frame", shade: 0.85 };
      if (hole.kind === "door") return { x, y: -reveal, z, surface: "frame", shade: 0.3 };
      return next() < 0.08 ? { x, y: -reveal, z, surface: "glass", shade: 0.12 } : undefined;
    });
  }
  // The pavement in front, caught at a lower density by the low scan positions.
  scatter((width + 4) * PAVEMENT_DEPTH, 0.3, (u, v) => ({
    x: -2 + u * (width + 4),
    y: v * PAVEMENT_DEPTH,
    z: 0,
    surface: "pavement",
    shade: 0.3,
  }));
  return points;
}

/** Model-to-cloud deviation of the wall face, as the report states it (mm; shares in per cent of the wall's points). */
export interface DeviationStats {
  points: number;
  mean: number;
  standardDeviation: number;
  min: number;
  max: number;
  /** Per cent of points within ±tolerance. */
  within: number;
}

/** The deviation statistics of the wall's points against the designed plane, for a tolerance in mm. */
export function deviationStats(cloud: readonly CloudPoint[], toleranceMm: number): DeviationStats {
  const wall = cloud.filter((point) => point.surface === "wall").map((point) => point.deviation);
  const mean = wall.reduce((sum, d) => sum + d, 0) / wall.length;
  const variance = wall.reduce((sum, d) => sum + (d - mean) ** 2, 0) / wall.length;
  return {
    points: wall.length,
    mean,
    standardDeviation: Math.sqrt(variance),
    min: wall.reduce((low, d) => Math.min(low, d), Infinity),
    max: wall.reduce((high, d) => Math.max(high, d), -Infinity),
    within: (100 * wall.filter((d) => Math.abs(d) <= toleranceMm).length) / wall.length,
  };
}
