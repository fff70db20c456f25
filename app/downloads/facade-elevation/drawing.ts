import type { Lang } from "~/i18n/languages";
import { CHECKPOINTS, CONTROL, FACADE, ORIGIN, openings } from "~/samples/facade";
import { formatNumber } from "../pdf/format";

/**
 * The 1:50 elevation of the sample facade as lines, circles and texts in metres, in the project's
 * axes: x along the facade from its west end, y up from ground level (ORIGIN: EOV, EOMA). The PDF
 * and the DXF are both drawn from this one drawing, so they cannot differ.
 */
export const LAYERS = ["OUTLINE", "OPENINGS", "REVEALS", "LEVELS", "DIMENSIONS", "TARGETS", "TEXT"] as const;
export type Layer = (typeof LAYERS)[number];

export type Point = readonly [x: number, y: number];

export interface Polyline {
  readonly layer: Layer;
  readonly points: readonly Point[];
  readonly closed: boolean;
  /** Drawn dashed (a level line). */
  readonly dashed?: boolean;
  /** Filled with a light tone (the shadow of a reveal). */
  readonly filled?: boolean;
}

export interface Circle {
  readonly layer: Layer;
  readonly centre: Point;
  readonly radius: number;
}

export interface Label {
  readonly layer: Layer;
  readonly at: Point;
  readonly text: string;
  /** Height of the letters in metres on the facade: 0.1 m is 2 mm on paper at 1:50. */
  readonly height: number;
  readonly align: "left" | "centre" | "right";
  /** Written upwards (a height dimension). */
  readonly vertical?: boolean;
}

export interface Drawing {
  readonly polylines: readonly Polyline[];
  readonly circles: readonly Circle[];
  readonly labels: readonly Label[];
}

export interface DrawingWords {
  /** A storey's name by its index, ground floor first. */
  readonly storeys: readonly string[];
  /** A height in EOMA: "{height} m EOMA". */
  readonly level: string;
  readonly ground: string;
}

/** The scale the elevation is drawn at: 1 m of facade is 1000 / SCALE mm of paper. */
export const SCALE = 50;

/** How far the first dimension chain stands off the facade, and the next ones off each other, metres on the facade (1 m = 20 mm at 1:50). */
const CHAIN_FIRST = 0.8;
const CHAIN_STEP = 0.5;
/** How far the level marks reach beyond the facade's east end. */
const LEVEL_REACH = 1.6;
const TEXT = 0.125;
const TICK = 0.12;

const rect = (x: number, y: number, width: number, height: number): Point[] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
];

/** A chain of dimensions along x (horizontal) or y (vertical) at `offset`, from the facade points `at`. */
function chain(
  lang: Lang,
  axis: "x" | "y",
  stops: readonly number[],
  offset: number,
  from: number,
): { polylines: Polyline[]; labels: Label[] } {
  const polylines: Polyline[] = [];
  const labels: Label[] = [];
  const p = (along: number, across: number): Point => (axis === "x" ? [along, across] : [across, along]);
  const first = stops[0];
  const last = stops[stops.length - 1];
  polylines.push({ layer: "DIMENSIONS", points: [p(first, offset), p(last, offset)], closed: false });
  for (const stop of stops) {
    const gap = Math.sign(offset - from) * 0.15;
    polylines.push({ layer: "DIMENSIONS", points: [p(stop, from + gap), p(stop, offset + gap)], closed: false });
    polylines.push({ layer: "DIMENSIONS", points: [p(stop - TICK, offset - TICK), p(stop + TICK, offset + TICK)], closed: false });
  }
  stops.slice(1).forEach((stop, i) => {
    const middle = (stops[i] + stop) / 2;
    const text = formatNumber(lang, stop - stops[i], 2);
    labels.push(
      axis === "x"
        ? { layer: "DIMENSIONS", at: [middle, offset + 0.08], text, height: TEXT, align: "centre" }
        : { layer: "DIMENSIONS", at: [offset - 0.08, middle], text, height: TEXT, align: "centre", vertical: true },
    );
  });
  return { polylines, labels };
}

export function elevationDrawing(lang: Lang, words: DrawingWords): Drawing {
  const { width, height, floors, plinth, cornice, reveal, bay } = FACADE;
  const holes = openings();
  const polylines: Polyline[] = [];
  const circles: Circle[] = [];
  const labels: Label[] = [];

  // The wall, its plinth and its cornice.
  polylines.push({ layer: "OUTLINE", points: rect(0, 0, width, height), closed: true });
  polylines.push({
    layer: "OUTLINE",
    points: [
      [0, plinth.height],
      [width, plinth.height],
    ],
    closed: false,
  });
  polylines.push({
    layer: "OUTLINE",
    points: [
      [0, height - cornice.height],
      [width, height - cornice.height],
    ],
    closed: false,
  });

  // Each opening, and the shadow its reveal casts on the frame under light from the upper left at 45°: a band as deep as the reveal.
  for (const hole of holes) {
    polylines.push({ layer: "OPENINGS", points: rect(hole.x, hole.z, hole.width, hole.height), closed: true });
    const top = hole.z + hole.height;
    polylines.push({
      layer: "REVEALS",
      filled: true,
      closed: true,
      points: [
        [hole.x, hole.z],
        [hole.x, top],
        [hole.x + hole.width, top],
        [hole.x + hole.width, top - reveal],
        [hole.x + reveal, top - reveal],
        [hole.x + reveal, hole.z],
      ],
    });
  }

  // Floor levels: a dashed line across the facade, the storey's name at its west end, the level above ground over the line and its height in EOMA under it, east of the facade.
  const levelMark = (level: number, name?: string) => {
    const above = level === 0 ? `±${formatNumber(lang, 0, 2)}` : formatNumber(lang, level, 2, { signed: true });
    labels.push({ layer: "LEVELS", at: [width + 0.25, level + 0.08], text: above, height: TEXT, align: "left" });
    labels.push({
      layer: "LEVELS",
      at: [width + 0.25, level - 0.08 - TEXT],
      text: words.level.replace("{height}", formatNumber(lang, ORIGIN.h + level, 2)),
      height: TEXT,
      align: "left",
    });
    if (name) labels.push({ layer: "TEXT", at: [0.15, level + 0.08], text: name, height: TEXT, align: "left" });
  };
  polylines.push({
    layer: "LEVELS",
    points: [
      [-1, 0],
      [width + LEVEL_REACH, 0],
    ],
    closed: false,
  });
  labels.push({ layer: "TEXT", at: [-0.9, -0.08 - TEXT], text: words.ground, height: TEXT, align: "left" });
  levelMark(0);
  floors.forEach((level, storey) => {
    polylines.push({
      layer: "LEVELS",
      points: [
        [-0.3, level],
        [width + LEVEL_REACH, level],
      ],
      closed: false,
      dashed: true,
    });
    levelMark(level, words.storeys[storey]);
  });
  polylines.push({
    layer: "LEVELS",
    points: [
      [width, height],
      [width + LEVEL_REACH, height],
    ],
    closed: false,
    dashed: true,
  });
  levelMark(height);

  // Dimension chains below: the openings and piers of an upper storey, the bays, the overall width.
  const windowStops = [
    0,
    ...holes
      .filter((hole) => hole.z > floors[0] + 1)
      .slice(0, width / bay)
      .flatMap((hole) => [hole.x, hole.x + hole.width]),
    width,
  ];
  const bayStops = Array.from({ length: width / bay + 1 }, (_, i) => i * bay);
  // On the west side: the storey heights and sills of the first column of openings, and the overall height.
  const heightStops = [
    0,
    plinth.height,
    ...holes.filter((hole) => hole.x < bay).flatMap((hole) => [hole.z, hole.z + hole.height]),
    height - cornice.height,
    height,
  ];
  const chains = [
    chain(lang, "x", windowStops, -CHAIN_FIRST, 0),
    chain(lang, "x", bayStops, -CHAIN_FIRST - CHAIN_STEP, 0),
    chain(lang, "x", [0, width], -CHAIN_FIRST - 2 * CHAIN_STEP, 0),
    chain(
      lang,
      "y",
      [...new Set(heightStops)].sort((a, b) => a - b),
      -CHAIN_FIRST,
      0,
    ),
    chain(lang, "y", [0, height], -CHAIN_FIRST - CHAIN_STEP, 0),
  ];
  for (const made of chains) {
    polylines.push(...made.polylines);
    labels.push(...made.labels);
  }

  // The facade targets of the control network and the independent checkpoints, where the total station measured them.
  for (const point of [...CONTROL, ...CHECKPOINTS].filter((point) => point.kind === "target")) {
    const r = 0.12;
    circles.push({ layer: "TARGETS", centre: [point.x, point.z], radius: r });
    polylines.push({
      layer: "TARGETS",
      points: [
        [point.x - 1.8 * r, point.z],
        [point.x + 1.8 * r, point.z],
      ],
      closed: false,
    });
    polylines.push({
      layer: "TARGETS",
      points: [
        [point.x, point.z - 1.8 * r],
        [point.x, point.z + 1.8 * r],
      ],
      closed: false,
    });
    labels.push({ layer: "TARGETS", at: [point.x + 0.25, point.z + 0.2], text: point.id, height: TEXT, align: "left" });
  }

  return { polylines, circles, labels };
}

/** The drawing's extents in metres: what it covers on the facade, dimensions and labels included. */
export function extentsOf(drawing: Drawing): { minX: number; minY: number; maxX: number; maxY: number } {
  const points = [...drawing.polylines.flatMap((line) => line.points), ...drawing.circles.map((circle) => circle.centre)];
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}
