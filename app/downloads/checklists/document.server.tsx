import { FieldSet, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { Lang } from "~/i18n/languages";
import { CheckField, LineField } from "../pdf/fields.server";
import { FramedPage, INK, LASER, renderDocument, styles as frame } from "../pdf/frame.server";
import { documentWords } from "../words.server";
import { CHECKLISTS, type ChecklistId } from "./structure";
import en from "./en";
import tr from "./tr";
import hu from "./hu";
import de from "./de";

export const WORDS = { en, tr, hu, de };

const styles = StyleSheet.create({
  intro: { fontSize: 10, color: INK[700], lineHeight: 1.45, marginBottom: 14, maxWidth: 450 },
  fields: { flexDirection: "row", gap: 16, marginBottom: 6 },
  group: { marginTop: 12 },
  heading: { flexDirection: "row", alignItems: "center", gap: 8, marginBottom: 8 },
  headingMark: { width: 14, height: 2.5, backgroundColor: LASER },
  headingText: { fontSize: 11, fontWeight: 700, color: INK[950], lineHeight: 1.2 },
  items: { gap: 7, paddingLeft: 22 },
  notes: { marginTop: 18 },
  notesLines: { height: 16, borderBottomWidth: 0.75, borderBottomColor: INK[200] },
});

/** A checklist to tick on screen or on paper: its groups of items, a line for the project, who checked and when, and room for notes. */
const checklist =
  (id: ChecklistId) =>
  (lang: Lang): Promise<Uint8Array<ArrayBuffer>> => {
    const words: Readonly<Record<string, string>> = documentWords(WORDS[lang], lang);
    const title = words[`${id}.title`];
    return renderDocument(
      lang,
      title,
      <FramedPage words={{ title, pageOf: words.pageOf }}>
        <Text style={frame.h1}>{title}</Text>
        <Text style={styles.intro}>{words[`${id}.intro`]}</Text>
        <View style={styles.fields}>
          <View style={{ flex: 3 }}>
            <LineField name="project" label={words.project} />
          </View>
          <View style={{ flex: 2 }}>
            <LineField name="checked-by" label={words.checkedBy} />
          </View>
          <View style={{ flex: 1 }}>
            <LineField name="date" label={words.date} />
          </View>
        </View>
        {CHECKLISTS[id].map((group) => (
          <View key={group.id} style={styles.group}>
            <View style={styles.heading} wrap={false}>
              <View style={styles.headingMark} />
              <Text style={styles.headingText}>{words[`${id}.${group.id}.heading`]}</Text>
            </View>
            <FieldSet name={group.id}>
              <View style={styles.items}>
                {group.items.map((item) => (
                  <CheckField key={item} name={item} text={words[`${id}.${group.id}.${item}`]} />
                ))}
              </View>
            </FieldSet>
          </View>
        ))}
        <View style={styles.notes} wrap={false}>
          <Text style={{ ...frame.h3, marginTop: 0 }}>{words.notes}</Text>
          <View style={styles.notesLines} />
          <View style={styles.notesLines} />
          <View style={styles.notesLines} />
        </View>
      </FramedPage>,
    );
  };

export const renderSiteAccessPdf = checklist("site-access");
export const renderDeliveryPdf = checklist("delivery");
