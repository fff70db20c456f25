import type { ReactNode } from "react";
import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { Lang } from "~/i18n/languages";
import { FACADE } from "~/samples/facade";
import { DeviationLegend, DeviationMap } from "../pdf/deviation-map.server";
import { formatCoordinate, formatDate, formatNumber } from "../pdf/format";
import { DANGER, FramedPage, INK, LASER, renderDocument, styles } from "../pdf/frame.server";
import { SAMPLE_RECORD } from "../pdf/sample";
import { fill } from "../pdf/words.server";
import { CELL, LIMITS, reportData, type PointRow, type ReportData } from "./report-data";
import { reportWords, type ReportWords } from "./words.server";

const local = StyleSheet.create({
  kicker: { fontSize: 8, fontWeight: 600, color: INK[500], letterSpacing: 0.6, marginTop: 10, marginBottom: 4 },
  facts: { marginTop: 8, borderTopWidth: 1, borderTopColor: INK[950] },
  factRow: { flexDirection: "row", paddingVertical: 5, borderBottomWidth: 0.5, borderBottomColor: INK[200] },
  factLabel: { width: 130, color: INK[500], fontSize: 8.5 },
  factValue: { flex: 1, color: INK[950] },
  glance: { flexDirection: "row", marginTop: 8, gap: 8 },
  card: { flex: 1, borderTopWidth: 2, borderTopColor: LASER, backgroundColor: INK[50], padding: 8 },
  cardLabel: { fontSize: 7.5, lineHeight: 1.25, color: INK[500], height: 20 },
  cardValue: { fontSize: 15, fontWeight: 700, color: INK[950], marginTop: 2 },
  cardNote: { fontSize: 7.5, lineHeight: 1.25, color: INK[700], marginTop: 2 },
  table: { marginTop: 6, borderTopWidth: 1, borderTopColor: INK[950] },
  tr: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: INK[200], paddingVertical: 3.5 },
  th: { fontSize: 7.5, fontWeight: 600, color: INK[500] },
  td: { fontSize: 8.5, fontFeatureSettings: ["tnum"] },
  bullet: { flexDirection: "row", marginBottom: 4 },
  sign: { flex: 1, borderTopWidth: 1, borderTopColor: INK[950], paddingTop: 6, marginRight: 12 },
  note: { fontSize: 8, color: INK[500], marginTop: 4 },
});

const pass = (ok: boolean, words: ReportWords) => (ok ? words.pass : words.fail);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View style={local.factRow} wrap={false}>
      <Text style={local.factLabel}>{label}</Text>
      <Text style={local.factValue}>{children}</Text>
    </View>
  );
}

/** A table of points: grid coordinates and residuals, the columns of numbers right-aligned. */
function PointTable({ rows, lang, words, withKind }: { rows: readonly PointRow[]; lang: Lang; words: ReportWords; withKind: boolean }) {
  // Column widths in points, filling the page's 507-point measure.
  const widths = withKind ? [36, 56, 70, 70, 56, 40, 40, 40, 40, 59] : [36, 0, 84, 84, 66, 44, 44, 44, 44, 61];
  const heads = [
    words["table.point"],
    words["table.kind"],
    words["table.e"],
    words["table.n"],
    words["table.h"],
    words["table.de"],
    words["table.dn"],
    words["table.dh"],
    words["table.d3"],
    words["table.result"],
  ];
  const mm = (value: number, signed = true) => formatNumber(lang, value, 1, { signed });
  const cell = (text: string, i: number, head = false) =>
    widths[i] === 0 ? null : (
      <Text
        key={i}
        style={[head ? local.th : local.td, { width: widths[i], textAlign: i < 2 ? "left" : "right", paddingRight: i < 9 ? 4 : 0 }]}
      >
        {text}
      </Text>
    );
  return (
    <View style={local.table}>
      <View style={local.tr}>{heads.map((head, i) => cell(head, i, true))}</View>
      {rows.map(({ point, grid, residual3d, pass: ok }) => (
        <View key={point.id} style={local.tr} wrap={false}>
          {[
            point.id,
            words[point.kind === "station" ? "kind.station" : "kind.target"],
            formatCoordinate(lang, grid.e),
            formatCoordinate(lang, grid.n),
            formatCoordinate(lang, grid.h),
            mm(point.residual.e),
            mm(point.residual.n),
            mm(point.residual.h),
            mm(residual3d, false),
            pass(ok, words),
          ].map((text, i) => cell(text, i))}
        </View>
      ))}
    </View>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <View>
      {items.map((item, i) => (
        <View key={i} style={local.bullet} wrap={false}>
          <Text style={{ width: 10, color: INK[500] }}>–</Text>
          <Text style={{ flex: 1 }}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/** The texts of the report that carry the sample's figures, as the document states them: the tests read them back from the PDF. */
export function reportTexts(lang: Lang, data: ReportData, words: ReportWords) {
  const mm = (value: number, decimals = 1) => formatNumber(lang, value, decimals);
  const signed = (value: number) => formatNumber(lang, value, 1, { signed: true });
  const percent = (value: number) =>
    new Intl.NumberFormat(lang, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100);
  const largestCheckpoint = Math.max(...data.checkpoints.map((row) => row.residual3d));
  const checkpointsPass = data.checkpoints.every((row) => row.pass);
  return {
    registration: fill(words["registration.text"], {
      count: data.control.length,
      rmse: mm(data.registration.rmse),
      result: pass(data.registration.pass, words).toLocaleLowerCase(lang),
      largest: mm(data.registration.largest),
    }),
    checkpoints: fill(words["checkpoints.text"], {
      rmse: mm(data.checkpointRmse),
      result: pass(checkpointsPass, words).toLocaleLowerCase(lang),
    }),
    stats: [
      [words["deviation.points"], new Intl.NumberFormat(lang).format(data.stats.points)],
      [words["deviation.mean"], `${signed(data.stats.mean)} ${words["deviation.unit"]}`],
      [words["deviation.sd"], `${mm(data.stats.standardDeviation)} ${words["deviation.unit"]}`],
      [words["deviation.min"], `${signed(data.stats.min)} ${words["deviation.unit"]}`],
      [words["deviation.max"], `${signed(data.stats.max)} ${words["deviation.unit"]}`],
      [words["deviation.within"], percent(data.stats.within)],
    ] as const,
    glance: [
      [
        words["summary.registration"],
        `${mm(data.registration.rmse)} mm`,
        data.registration.pass,
        fill(words["summary.limit"], { limit: words["criteria.rmseLimit"] }),
      ],
      [
        words["summary.checkpoints"],
        `${mm(largestCheckpoint)} mm`,
        checkpointsPass,
        fill(words["summary.limit"], { limit: words["criteria.residualLimit"] }),
      ],
      [words["summary.within"], percent(data.stats.within), true, words["map.band"]],
      [
        words["summary.findings"],
        new Intl.NumberFormat(lang).format(data.findings.length),
        data.findings.length === 0,
        words["findings.short"],
      ],
    ] as const,
    findings: data.findings.map((finding, i) =>
      fill(words["findings.area"], {
        label: `${words["map.area"]}${i + 1}`,
        bay: finding.bay,
        storey: words[`storeys.${finding.storey}` as keyof ReportWords],
        x1: mm(finding.x[0], 2),
        x2: mm(finding.x[1], 2),
        z1: mm(finding.z[0], 2),
        z2: mm(finding.z[1], 2),
        peakMean: signed(finding.peakMean),
        peakPoint: signed(finding.peakPoint),
      }),
    ),
    bow: fill(words["findings.bow"], { mean: signed(data.stats.mean) }),
  };
}

export async function renderPdf(lang: Lang): Promise<Uint8Array<ArrayBuffer>> {
  const words = reportWords(lang);
  const data = reportData();
  const texts = reportTexts(lang, data, words);
  const frame = { title: words.title, sampleNotice: words.sampleNotice, pageOf: words.pageOf };
  const date = (iso: string) => formatDate(lang, iso);
  const contentWidth = 595.28 - 88;
  const staff = SAMPLE_RECORD.staff;
  return renderDocument(
    lang,
    words.title,
    <>
      <FramedPage words={frame}>
        {/* Capitals as the language writes them (Turkish i → İ), which a style's text transform would miss. */}
        <Text style={local.kicker}>{words["cover.kicker"].toLocaleUpperCase(lang)}</Text>
        <Text style={styles.h1}>{words["cover.heading"]}</Text>
        <Text style={styles.lead}>{words["cover.lead"]}</Text>
        <View style={local.facts}>
          <Fact label={words["cover.project"]}>{words["cover.projectValue"]}</Fact>
          <Fact label={words["cover.reportNumber"]}>{SAMPLE_RECORD.reportNumber}</Fact>
          <Fact label={words["cover.surveyed"]}>{date(SAMPLE_RECORD.surveyed)}</Fact>
          <Fact label={words["cover.reported"]}>{date(SAMPLE_RECORD.reported)}</Fact>
          <Fact label={words["cover.crs"]}>{words["cover.crsValue"]}</Fact>
          <Fact label={words["cover.instruments"]}>{words["cover.instrumentsValue"]}</Fact>
          <Fact label={words["cover.stations"]}>{fill(words["cover.stationsValue"], { stations: data.stations })}</Fact>
          <Fact label={words["cover.control"]}>
            {fill(words["cover.controlValue"], {
              stations: data.surveyStations,
              targets: data.targets,
              checkpoints: data.checkpoints.length,
            })}
          </Fact>
          <Fact label={words["cover.deliverables"]}>{words["cover.deliverablesValue"]}</Fact>
        </View>
        <Text style={styles.h2}>{words["summary.heading"]}</Text>
        <View style={local.glance}>
          {texts.glance.map(([label, value, ok, note]) => (
            <View key={label} style={[local.card, ok ? {} : { borderTopColor: DANGER }]}>
              <Text style={local.cardLabel}>{label}</Text>
              <Text style={local.cardValue}>{value}</Text>
              <Text style={local.cardNote}>{note}</Text>
            </View>
          ))}
        </View>
        <Text style={styles.h2}>{words["criteria.heading"]}</Text>
        <Bullets items={[words["criteria.rmse"], words["criteria.residuals"], words["criteria.tolerance"]]} />
      </FramedPage>
      <FramedPage words={frame}>
        <Text style={styles.h2}>{words["control.heading"]}</Text>
        <Text>{words["control.lead"]}</Text>
        <PointTable rows={data.control} lang={lang} words={words} withKind />
        <Text style={local.note}>{words["table.residualUnit"]}</Text>
        <Text style={styles.h2}>{words["registration.heading"]}</Text>
        <Text>{texts.registration}</Text>
        <Text style={styles.h2}>{words["checkpoints.heading"]}</Text>
        <Text>{fill(words["checkpoints.lead"], { count: data.checkpoints.length })}</Text>
        <PointTable rows={data.checkpoints} lang={lang} words={words} withKind={false} />
        <Text style={local.note}>{words["table.residualUnit"]}</Text>
        <Text style={{ marginTop: 8 }}>{texts.checkpoints}</Text>
      </FramedPage>
      <FramedPage words={frame}>
        <Text style={styles.h2}>{words["deviation.heading"]}</Text>
        <Text>{words["deviation.lead"]}</Text>
        <View style={local.table}>
          {texts.stats.map(([label, value]) => (
            <View key={label} style={local.tr}>
              <Text style={{ flex: 1 }}>{label}</Text>
              <Text style={[local.td, { width: 120, textAlign: "right", fontWeight: 600 }]}>{value}</Text>
            </View>
          ))}
        </View>
        <Text style={styles.h2}>{words["map.heading"]}</Text>
        <Text style={{ marginBottom: 8 }}>{fill(words["map.lead"], { cell: formatNumber(lang, CELL, 2) })}</Text>
        <DeviationMap
          wall={FACADE}
          cells={data.cells.map((cell) => ({ x: cell.x, z: cell.z, width: cell.size, height: cell.size, mean: cell.mean }))}
          openings={data.openings}
          marked={data.findings.map((finding, i) => ({
            x: finding.x[0],
            z: finding.z[0],
            width: finding.x[1] - finding.x[0],
            height: finding.z[1] - finding.z[0],
            label: `${words["map.area"]}${i + 1}`,
          }))}
          tolerance={LIMITS.tolerance}
          width={contentWidth}
        />
        <View style={{ marginTop: 10, alignItems: "flex-end" }}>
          <DeviationLegend lang={lang} tolerance={LIMITS.tolerance} width={300} unit={words["map.unit"]} band={words["map.band"]} />
        </View>
      </FramedPage>
      <FramedPage words={frame}>
        <Text style={styles.h2}>{words["findings.heading"]}</Text>
        {texts.findings.length === 0 ? <Text>{words["findings.none"]}</Text> : null}
        {texts.findings.map((text) => (
          <Text key={text} style={{ marginBottom: 6 }}>
            {text}
          </Text>
        ))}
        {texts.findings.length ? <Text style={{ marginBottom: 6 }}>{words["findings.action"]}</Text> : null}
        <Text>{texts.bow}</Text>
        <Text style={styles.h2}>{words["coverage.heading"]}</Text>
        <Bullets items={[1, 2, 3, 4, 5].map((i) => words[`coverage.${i}` as keyof ReportWords])} />
        <View wrap={false}>
          <Text style={styles.h2}>{words["signoff.heading"]}</Text>
          <Text style={{ marginBottom: 28 }}>{words["signoff.lead"]}</Text>
          <View style={styles.row}>
            {(["prepared", "checked", "approved"] as const).map((role) => (
              <View key={role} style={local.sign}>
                <Text style={local.th}>{words[`signoff.${role}`]}</Text>
                <Text style={{ fontWeight: 600, marginTop: 2 }}>{staff[role].name}</Text>
                <Text style={{ color: INK[500] }}>{words[`signoff.${role}Role`]}</Text>
                <Text style={{ color: INK[500] }}>
                  {words["signoff.date"]}: {date(staff[role].date)}
                </Text>
              </View>
            ))}
          </View>
        </View>
      </FramedPage>
    </>,
  );
}
