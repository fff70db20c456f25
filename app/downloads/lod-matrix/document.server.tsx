import { StyleSheet, Text, TextInput, View } from "@react-pdf/renderer";
import type { Lang } from "~/i18n/languages";
import { localizedPath } from "~/i18n/paths";
import { absoluteUrl } from "~/site/site-url";
import { FramedPage, INK, LASER, renderDocument, styles as frame } from "../pdf/frame.server";
import { documentWords } from "../words.server";
import { lodMatrix } from "./matrix.server";
import en from "./en";
import tr from "./tr";
import hu from "./hu";
import de from "./de";

const WORDS = { en, tr, hu, de };

/** Column widths: the element, the four levels, the blank column for the agreed level. */
const WIDTHS = ["13%", "18.5%", "18.5%", "18.5%", "18.5%", "13%"];

const styles = StyleSheet.create({
  subtitle: { fontSize: 10.5, color: INK[700], marginBottom: 6, lineHeight: 1.3 },
  use: { fontSize: 8.5, color: INK[500], marginBottom: 12, maxWidth: 620, lineHeight: 1.45 },
  fields: { flexDirection: "row", gap: 24, marginBottom: 16 },
  field: { gap: 3 },
  fieldLabel: { fontSize: 7.5, fontWeight: 600, color: INK[500], lineHeight: 1.2 },
  input: { height: 16, borderBottomWidth: 0.75, borderBottomColor: INK[500], fontSize: 9 },
  table: { borderTopWidth: 1, borderTopColor: INK[900] },
  head: { flexDirection: "row", backgroundColor: INK[900], color: "#ffffff", fontWeight: 600, fontSize: 8, lineHeight: 1.25 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: INK[200], fontSize: 7.4, lineHeight: 1.35 },
  shaded: { backgroundColor: INK[50] },
  cell: { paddingVertical: 4.5, paddingHorizontal: 5 },
  element: { fontWeight: 600, color: INK[950] },
  agreed: { borderLeftWidth: 0.5, borderLeftColor: INK[200], justifyContent: "center" },
  agreedInput: { height: 15, fontSize: 8, borderBottomWidth: 0.5, borderBottomColor: INK[300] },
  tolerance: {
    flexDirection: "row",
    fontSize: 8,
    lineHeight: 1.3,
    fontWeight: 700,
    color: INK[950],
    borderBottomWidth: 1,
    borderBottomColor: INK[900],
  },
  toleranceMark: { borderLeftWidth: 3, borderLeftColor: LASER },
  online: { marginTop: 12, fontSize: 7.5, color: INK[500], lineHeight: 1.3 },
});

function Field({ label, name, width }: { label: string; name: string; width: number }) {
  return (
    <View style={styles.field}>
      <Text style={styles.fieldLabel}>{label}</Text>
      <TextInput name={name} style={{ ...styles.input, width }} />
    </View>
  );
}

/** The LOD matrix to attach to a contract: A4 landscape, the page's matrix, a line for the project and a blank column for the agreed levels. */
export async function renderPdf(lang: Lang): Promise<Uint8Array<ArrayBuffer>> {
  const words = documentWords(WORDS[lang], lang);
  const matrix = await lodMatrix(lang);
  const elements = matrix.rows.slice(0, -1);
  const tolerances = matrix.rows.at(-1)!;
  const url = absoluteUrl(localizedPath("resources/lod-matrix", lang));
  return renderDocument(
    lang,
    words.title,
    <FramedPage words={words} orientation="landscape">
      <Text style={{ ...frame.h1, fontSize: 18 }}>{words.title}</Text>
      <Text style={styles.subtitle}>{words.subtitle}</Text>
      <Text style={styles.use}>{words.use}</Text>
      <View style={styles.fields}>
        <Field label={words.project} name="project" width={260} />
        <Field label={words.client} name="client" width={180} />
        <Field label={words.date} name="date" width={90} />
      </View>
      <View style={styles.table}>
        <View style={styles.head} fixed>
          {[...matrix.head, words.agreed].map((text, i) => (
            <Text key={i} style={{ ...styles.cell, width: WIDTHS[i] }}>
              {text}
            </Text>
          ))}
        </View>
        {elements.map((cells, row) => (
          <View key={row} style={row % 2 === 1 ? { ...styles.row, ...styles.shaded } : styles.row} wrap={false}>
            {cells.map((text, i) => (
              <Text
                key={i}
                style={i === 0 ? { ...styles.cell, ...styles.element, width: WIDTHS[i] } : { ...styles.cell, width: WIDTHS[i] }}
              >
                {text}
              </Text>
            ))}
            <View style={{ ...styles.cell, ...styles.agreed, width: WIDTHS[5] }}>
              <TextInput name={`agreed-level-${row + 1}`} style={styles.agreedInput} />
            </View>
          </View>
        ))}
        <View style={styles.tolerance} wrap={false}>
          {tolerances.map((text, i) => (
            <Text
              key={i}
              style={i === 0 ? { ...styles.cell, ...styles.toleranceMark, width: WIDTHS[i] } : { ...styles.cell, width: WIDTHS[i] }}
            >
              {text}
            </Text>
          ))}
          <View style={{ width: WIDTHS[5] }} />
        </View>
      </View>
      <Text style={styles.online}>
        {words.online} {url}
      </Text>
    </FramedPage>,
  );
}
