import { FieldSet, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { Lang } from "~/i18n/languages";
import { COMPANY } from "~/site/company";
import { BoxField, CheckField, LineField } from "../pdf/fields.server";
import { FramedPage, INK, LASER, renderDocument, styles as frame } from "../pdf/frame.server";
import { documentWords } from "../words.server";
import { BRIEF, type BriefField } from "./structure";
import en from "./en";
import tr from "./tr";
import hu from "./hu";
import de from "./de";

export const WORDS = { en, tr, hu, de };
type Words = Readonly<Record<string, string>>;

const styles = StyleSheet.create({
  intro: { fontSize: 9, color: INK[700], lineHeight: 1.45, marginBottom: 6, maxWidth: 440 },
  section: { flexDirection: "row", gap: 12, paddingTop: 8, marginTop: 6, borderTopWidth: 0.75, borderTopColor: INK[200] },
  number: { width: 18, fontSize: 11, fontWeight: 700, color: INK[950], lineHeight: 1.2 },
  numberMark: { width: 14, height: 2.5, backgroundColor: LASER, marginTop: 3 },
  body: { flex: 1, gap: 6 },
  heading: { fontSize: 11, fontWeight: 700, color: INK[950], lineHeight: 1.2 },
  hint: { fontSize: 8.2, fontStyle: "italic", color: INK[500], lineHeight: 1.4, marginTop: -3 },
  checks: { flexDirection: "row", flexWrap: "wrap", rowGap: 3 },
  checkCell: { width: "50%", paddingRight: 10 },
  send: { marginTop: 16, fontSize: 9, color: INK[700], lineHeight: 1.4 },
  email: { fontWeight: 600, color: INK[950] },
});

function Field({ section, field, words }: { section: string; field: BriefField; words: Words }) {
  const label = words[`${section}.${field.id}`];
  if (field.kind === "line") return <LineField name={field.id} label={label} />;
  if (field.kind === "box") return <BoxField name={field.id} label={label} lines={field.lines} />;
  return (
    <View wrap={false}>
      <Text style={{ fontSize: 8.5, fontWeight: 600, color: INK[900], lineHeight: 1.3, marginBottom: 4 }}>{label}</Text>
      <View style={styles.checks}>
        {field.options.map((option) => (
          <View key={option} style={styles.checkCell}>
            <CheckField name={`${field.id}.${option}`} text={words[`${section}.${field.id}.${option}`]} />
          </View>
        ))}
      </View>
    </View>
  );
}

/** The survey brief: a fillable form of the questions that fix the scope of a survey, each with a line on why it matters. */
export function renderPdf(lang: Lang): Promise<Uint8Array<ArrayBuffer>> {
  const words: Words = documentWords(WORDS[lang], lang);
  return renderDocument(
    lang,
    words.title,
    <FramedPage words={{ title: words.title, pageOf: words.pageOf }}>
      <Text style={frame.h1}>{words.title}</Text>
      <Text style={frame.lead}>{words.subtitle}</Text>
      <Text style={styles.intro}>{words.intro}</Text>
      {BRIEF.map((section, i) => (
        <View key={section.id} style={styles.section} wrap={false}>
          <View>
            <Text style={styles.number}>{String(i + 1).padStart(2, "0")}</Text>
            <View style={styles.numberMark} />
          </View>
          <View style={styles.body}>
            <Text style={styles.heading}>{words[`${section.id}.heading`]}</Text>
            <Text style={styles.hint}>{words[`${section.id}.hint`]}</Text>
            <FieldSet name={section.id}>
              <View style={{ gap: 6 }}>
                {section.fields.map((field) => (
                  <Field key={field.id} section={section.id} field={field} words={words} />
                ))}
              </View>
            </FieldSet>
          </View>
        </View>
      ))}
      <Text style={styles.send}>
        {words.send} <Text style={styles.email}>{COMPANY.email}</Text>
      </Text>
    </FramedPage>,
  );
}
