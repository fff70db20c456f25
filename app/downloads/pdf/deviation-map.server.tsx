import { G, Line, Rect, Svg, Text } from "@react-pdf/renderer";
import type { Lang } from "~/i18n/languages";
import { FAMILY } from "./fonts.server";
import { formatNumber } from "./format";
import { DANGER, INK } from "./frame.server";

/**
 * A deviation map of a wall: each cell coloured by the mean deviation of its points from the
 * model, in seven classes whose edges are fractions of the tolerance, so the tolerance band is
 * always the middle five classes and anything beyond it is red.
 */
const EDGES = [-1, -0.6, -0.2, 0.2, 0.6, 1];
const COLOURS = ["#0f2f7a", "#2f5fd0", "#a9bff2", "#e4f2b0", "#f4cf73", "#e58a2e", DANGER];

export function deviationClass(mm: number, tolerance: number): number {
  const index = EDGES.findIndex((edge) => mm < edge * tolerance || (edge === 1 && mm <= tolerance));
  return index === -1 ? EDGES.length : index;
}

export interface MapRect {
  readonly x: number;
  readonly z: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The cells as runs: side-by-side cells of one row in the same class drawn as one rectangle. The map
 * looks the same, with a tenth of the shapes for the PDF renderer to lay out.
 */
interface Run {
  x: number;
  z: number;
  width: number;
  height: number;
  colour: number;
}

function runs(cells: Props["cells"], tolerance: number): Run[] {
  const sorted = [...cells].sort((a, b) => a.z - b.z || a.x - b.x);
  const out: Run[] = [];
  for (const cell of sorted) {
    const colour = deviationClass(cell.mean, tolerance);
    const last = out.at(-1);
    if (last && last.z === cell.z && last.colour === colour && Math.abs(last.x + last.width - cell.x) < 1e-9) last.width += cell.width;
    else out.push({ x: cell.x, z: cell.z, width: cell.width, height: cell.height, colour });
  }
  return out;
}

interface Props {
  /** The wall's extent, metres. */
  readonly wall: { readonly width: number; readonly height: number };
  readonly cells: readonly (MapRect & { readonly mean: number })[];
  readonly openings: readonly MapRect[];
  /** Areas beyond the tolerance, outlined and named with their label. */
  readonly marked: readonly (MapRect & { readonly label: string })[];
  readonly tolerance: number;
  /** The map's width on the page, points. */
  readonly width: number;
}

export function DeviationMap({ wall, cells, openings, marked, tolerance, width }: Props) {
  const k = width / wall.width;
  const height = wall.height * k;
  const Y = (z: number) => height - z * k;
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <Rect x={0} y={0} width={width} height={height} fill={INK[50]} />
      {runs(cells, tolerance).map((run, i) => (
        <Rect
          key={i}
          x={run.x * k}
          y={Y(run.z + run.height)}
          width={run.width * k + 0.05}
          height={run.height * k + 0.05}
          fill={COLOURS[run.colour]}
        />
      ))}
      {openings.map((hole, i) => (
        <Rect
          key={`o${i}`}
          x={hole.x * k}
          y={Y(hole.z + hole.height)}
          width={hole.width * k}
          height={hole.height * k}
          fill="#ffffff"
          stroke={INK[700]}
          strokeWidth={0.5}
        />
      ))}
      <Rect x={0} y={0} width={width} height={height} fill="none" stroke={INK[950]} strokeWidth={0.8} />
      {marked.map((area, i) => (
        <G key={`m${i}`}>
          <Rect
            x={area.x * k - 3}
            y={Y(area.z + area.height) - 3}
            width={area.width * k + 6}
            height={area.height * k + 6}
            fill="none"
            stroke={INK[950]}
            strokeWidth={1}
          />
          <Text
            x={area.x * k + area.width * k + 6}
            y={Y(area.z + area.height) - 5}
            style={{ fontFamily: FAMILY, fontSize: 8, fontWeight: 700 }}
            fill={INK[950]}
          >
            {area.label}
          </Text>
        </G>
      ))}
    </Svg>
  );
}

/** The map's legend: the seven classes with their edges in mm, the tolerance band bracketed and named. */
export function DeviationLegend({
  lang,
  tolerance,
  width,
  unit,
  band,
}: {
  lang: Lang;
  tolerance: number;
  width: number;
  unit: string;
  band: string;
}) {
  const swatch = width / COLOURS.length;
  const edge = (fraction: number) => formatNumber(lang, fraction * tolerance, 0, { signed: true });
  return (
    <Svg width={width} height={54} viewBox={`0 0 ${width} 54`}>
      <Line x1={swatch} y1={13} x2={width - swatch} y2={13} stroke={INK[950]} strokeWidth={0.8} />
      <Line x1={swatch} y1={13} x2={swatch} y2={19} stroke={INK[950]} strokeWidth={0.8} />
      <Line x1={width - swatch} y1={13} x2={width - swatch} y2={19} stroke={INK[950]} strokeWidth={0.8} />
      <Text x={width / 2} y={9} textAnchor="middle" style={{ fontFamily: FAMILY, fontSize: 7, fontWeight: 600 }} fill={INK[950]}>
        {band}
      </Text>
      {COLOURS.map((colour, i) => (
        <Rect key={i} x={i * swatch} y={21} width={swatch} height={12} fill={colour} />
      ))}
      {EDGES.map((fraction, i) => (
        <Text key={`e${i}`} x={(i + 1) * swatch} y={44} textAnchor="middle" style={{ fontFamily: FAMILY, fontSize: 7 }} fill={INK[700]}>
          {edge(fraction)}
        </Text>
      ))}
      <Text x={width} y={53} textAnchor="end" style={{ fontFamily: FAMILY, fontSize: 6.5 }} fill={INK[500]}>
        {unit}
      </Text>
    </Svg>
  );
}
