import { Circle, G, Page, Polygon, Polyline, Rect, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import type { Lang } from "~/i18n/languages";
import { COMPANY } from "~/site/company";
import { FACADE, ORIGIN } from "~/samples/facade";
import { DOCUMENTS } from "../registry";
import { factText } from "~/site/facts";
import { DANGER, INK, LASER, SIGNAL, renderDocument } from "../pdf/frame.server";
import { FAMILY } from "../pdf/fonts.server";
import { formatCoordinate, formatDate, formatNumber } from "../pdf/format";
import { fill } from "../pdf/words.server";
import { SAMPLE_RECORD } from "../pdf/sample";
import { SCALE, elevationDrawing, extentsOf, type Drawing, type Label, type Layer } from "./drawing";
import { elevationWords } from "./words.server";

/** PDF points in a metre of facade at the drawing's scale: 1 m is 1000 / SCALE mm of paper, 72 points an inch. */
export const POINTS_PER_METRE = ((1000 / SCALE) * 72) / 25.4;

/** An A2 sheet, landscape, in points: the 24 m facade is 480 mm wide at 1:50 and fits it with its dimensions. */
const SHEET = { width: 1683.78, height: 1190.55 };
const BORDER = 16;
/** Room above and below the lines for the labels written beside them, metres. */
const LABEL_ROOM = 0.35;
const TITLE_BLOCK = 112;

const STROKES: Record<Layer, { color: string; width: number }> = {
  OUTLINE: { color: INK[950], width: 1.1 },
  OPENINGS: { color: INK[950], width: 0.7 },
  REVEALS: { color: INK[300], width: 0 },
  LEVELS: { color: SIGNAL, width: 0.45 },
  DIMENSIONS: { color: INK[700], width: 0.35 },
  TARGETS: { color: DANGER, width: 0.6 },
  TEXT: { color: INK[900], width: 0 },
};

const styles = StyleSheet.create({
  page: { fontFamily: FAMILY, color: INK[900], fontSize: 8 },
  border: { position: "absolute", top: BORDER, left: BORDER, right: BORDER, bottom: BORDER, borderWidth: 1, borderColor: INK[950] },
  block: {
    position: "absolute",
    left: BORDER,
    right: BORDER,
    bottom: BORDER,
    height: TITLE_BLOCK,
    borderTopWidth: 1,
    borderTopColor: INK[950],
    flexDirection: "row",
  },
  cell: { paddingVertical: 8, paddingHorizontal: 10, borderRightWidth: 0.5, borderRightColor: INK[300] },
  brand: { fontSize: 16, fontWeight: 700, color: INK[950] },
  label: { fontSize: 6.5, color: INK[500], letterSpacing: 0.4, marginTop: 4 },
  value: { fontSize: 9, color: INK[950], fontWeight: 600 },
  title: { fontSize: 13, fontWeight: 700, color: INK[950], marginTop: 2 },
  note: { fontSize: 7.5, color: INK[700], lineHeight: 1.35, marginBottom: 2 },
  band: {
    backgroundColor: INK[900],
    color: "#ffffff",
    fontSize: 8,
    fontWeight: 600,
    paddingVertical: 4,
    paddingHorizontal: 6,
    marginTop: 8,
    borderRadius: 2,
  },
});

/** The drawing on the sheet: metres to points, y up on the facade and down on the page. */
function Elevation({ drawing, width, height }: { drawing: Drawing; width: number; height: number }) {
  const extents = extentsOf(drawing);
  const X = (x: number) => (x - extents.minX) * POINTS_PER_METRE;
  const Y = (y: number) => (extents.maxY + LABEL_ROOM - y) * POINTS_PER_METRE;
  const points = (list: readonly (readonly [number, number])[]) => list.map(([x, y]) => `${X(x).toFixed(2)},${Y(y).toFixed(2)}`).join(" ");
  const text = (label: Label, i: number) => {
    const size = label.height * POINTS_PER_METRE;
    const [x, y] = [X(label.at[0]), Y(label.at[1])];
    const anchor = { left: "start", centre: "middle", right: "end" }[label.align] as "start" | "middle" | "end";
    return (
      <Text
        key={`t${i}`}
        x={x}
        y={y}
        textAnchor={anchor}
        transform={label.vertical ? `rotate(-90, ${x}, ${y})` : undefined}
        style={{ fontFamily: FAMILY, fontSize: size }}
        fill={label.layer === "TARGETS" ? DANGER : label.layer === "LEVELS" ? SIGNAL : INK[700]}
      >
        {label.text}
      </Text>
    );
  };
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      {drawing.polylines
        .filter((line) => line.filled)
        .map((line, i) => (
          <Polygon key={`f${i}`} points={points(line.points)} fill={INK[200]} />
        ))}
      {drawing.polylines
        .filter((line) => !line.filled)
        .map((line, i) => {
          const { color, width: strokeWidth } = STROKES[line.layer];
          const common = { stroke: color, strokeWidth, fill: "none", strokeDasharray: line.dashed ? "6 3" : undefined };
          return line.closed ? (
            <Polygon key={`l${i}`} points={points(line.points)} {...common} />
          ) : (
            <Polyline key={`l${i}`} points={points(line.points)} {...common} />
          );
        })}
      {drawing.circles.map((circle, i) => (
        <Circle
          key={`c${i}`}
          cx={X(circle.centre[0])}
          cy={Y(circle.centre[1])}
          r={circle.radius * POINTS_PER_METRE}
          stroke={DANGER}
          strokeWidth={0.6}
          fill="none"
        />
      ))}
      <G>{drawing.labels.map(text)}</G>
    </Svg>
  );
}

/** A scale bar of five metres in one-metre steps, as long on paper as five metres are at the drawing's scale. */
function ScaleBar({ lang, unit }: { lang: Lang; unit: string }) {
  const metres = 5;
  const step = POINTS_PER_METRE;
  const width = metres * step + 24;
  return (
    <Svg width={width} height={30} viewBox={`0 0 ${width} 30`}>
      {Array.from({ length: metres }, (_, i) => (
        <Rect
          key={i}
          x={4 + i * step}
          y={6}
          width={step}
          height={5}
          fill={i % 2 ? "#ffffff" : INK[950]}
          stroke={INK[950]}
          strokeWidth={0.5}
        />
      ))}
      {Array.from({ length: metres + 1 }, (_, i) => (
        <Text key={`n${i}`} x={4 + i * step} y={22} textAnchor="middle" style={{ fontFamily: FAMILY, fontSize: 7 }} fill={INK[700]}>
          {i === metres ? `${formatNumber(lang, i, 0)} ${unit}` : formatNumber(lang, i, 0)}
        </Text>
      ))}
    </Svg>
  );
}

export async function renderPdf(lang: Lang): Promise<Uint8Array<ArrayBuffer>> {
  const words = elevationWords(lang);
  const drawing = elevationDrawing(lang, words.drawing);
  const extents = extentsOf(drawing);
  const [drawingWidth, drawingHeight] = [
    (extents.maxX - extents.minX) * POINTS_PER_METRE,
    (extents.maxY - extents.minY + 2 * LABEL_ROOM) * POINTS_PER_METRE,
  ];
  const area = { width: SHEET.width - 2 * BORDER, height: SHEET.height - 2 * BORDER - TITLE_BLOCK };
  const file = `${DOCUMENTS["facade-elevation"].names[lang]}.dxf`;
  const scale = words["block.scale"];
  // Capitals as the language writes them: Turkish "Çizim" is "ÇİZİM", which a style's text transform would miss.
  const caps = (text: string) => text.toLocaleUpperCase(lang);
  const values = [
    [words["block.number"], SAMPLE_RECORD.drawingNumber],
    [scale, factText("cadScaleDetailed", lang)],
    [words["block.sheet"], "A2"],
    [words["block.date"], formatDate(lang, SAMPLE_RECORD.drawn)],
    [words["block.revision"], fill(words["block.revisionValue"], { revision: SAMPLE_RECORD.revision })],
  ];
  const notes = [
    fill(words["notes.source"], { file }),
    fill(words["notes.origin"], {
      e: formatCoordinate(lang, ORIGIN.e),
      n: formatCoordinate(lang, ORIGIN.n),
      h: formatNumber(lang, ORIGIN.h, 2),
    }),
    words["notes.units"],
    fill(words["notes.reveals"], { reveal: formatNumber(lang, FACADE.reveal, 2) }),
    fill(words["notes.targets"], { date: formatDate(lang, SAMPLE_RECORD.surveyed) }),
    words["notes.check"],
  ];
  return renderDocument(
    lang,
    words.title,
    <Page size="A2" orientation="landscape" style={styles.page}>
      <View style={styles.border} />
      <View
        style={{
          position: "absolute",
          left: BORDER + (area.width - drawingWidth) / 2,
          top: BORDER + (area.height - drawingHeight) / 2,
        }}
      >
        <Elevation drawing={drawing} width={drawingWidth} height={drawingHeight} />
      </View>
      <View style={styles.block}>
        <View style={[styles.cell, { width: 250 }]}>
          <Text style={styles.brand}>
            Pontos<Text style={{ color: LASER }}> 3D</Text>
          </Text>
          <Text style={[styles.note, { marginTop: 2 }]}>{COMPANY.legalName}</Text>
          <Text style={styles.band}>{words.sampleNotice}</Text>
        </View>
        <View style={[styles.cell, { width: 330 }]}>
          <Text style={styles.label}>{caps(words["block.project"])}</Text>
          <Text style={styles.value}>{words["block.projectValue"]}</Text>
          <Text style={styles.label}>{caps(words["block.drawing"])}</Text>
          <Text style={styles.title}>{words.heading}</Text>
          <Text style={styles.label}>{caps(words["block.status"])}</Text>
          <Text style={[styles.value, { color: DANGER }]}>{words["block.statusValue"]}</Text>
        </View>
        <View style={[styles.cell, { width: 270, flexDirection: "row", flexWrap: "wrap" }]}>
          {[...values, [words["block.crs"], words["block.crsValue"]]].map(([label, value]) => (
            <View key={label} style={{ width: label === words["block.crs"] ? "100%" : "50%" }}>
              <Text style={styles.label}>{caps(label)}</Text>
              <Text style={styles.value}>{value}</Text>
            </View>
          ))}
        </View>
        <View style={[styles.cell, { flexGrow: 1, flexBasis: 0 }]}>
          <Text style={[styles.label, { marginTop: 0, marginBottom: 3 }]}>{caps(words["notes.heading"])}</Text>
          {notes.map((note, i) => (
            <Text key={i} style={styles.note}>
              {i + 1}. {note}
            </Text>
          ))}
        </View>
        <View style={[styles.cell, { width: 330, borderRightWidth: 0 }]}>
          <Text style={styles.label}>{caps(scale)}</Text>
          <Text style={[styles.title, { marginBottom: 6 }]}>{factText("cadScaleDetailed", lang)}</Text>
          <ScaleBar lang={lang} unit={words["scaleBar.unit"]} />
        </View>
      </View>
    </Page>,
  );
}
