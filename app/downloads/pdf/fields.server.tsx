import { Checkbox, StyleSheet, Text, TextInput, View } from "@react-pdf/renderer";
import { INK } from "./frame.server";

/**
 * The form fields of the templates and checklists: each is a real AcroForm field (to fill on
 * screen) drawn with a visible line or box (to fill by hand on paper). Names are ASCII, the same
 * in every language, so a filled form reads the same to software whatever its language.
 */
export const fieldStyles = StyleSheet.create({
  label: { fontSize: 8.5, fontWeight: 600, color: INK[900], lineHeight: 1.3, marginBottom: 2 },
  line: { height: 15, borderBottomWidth: 0.75, borderBottomColor: INK[300], fontSize: 9 },
  box: { borderWidth: 0.75, borderColor: INK[300], borderRadius: 2, fontSize: 9 },
  check: { flexDirection: "row", alignItems: "flex-start", gap: 6 },
  tick: { width: 9, height: 9, marginTop: 1.5, borderWidth: 0.9, borderColor: INK[700], borderRadius: 1.5 },
  checkText: { flex: 1, fontSize: 8.8, lineHeight: 1.4, color: INK[900] },
});

/** A one-line text field under its label. */
export function LineField({ name, label }: { name: string; label: string }) {
  return (
    <View wrap={false}>
      <Text style={fieldStyles.label}>{label}</Text>
      <TextInput name={name} style={fieldStyles.line} />
    </View>
  );
}

/** A text field of several lines under its label. */
export function BoxField({ name, label, lines }: { name: string; label: string; lines: number }) {
  return (
    <View wrap={false}>
      <Text style={fieldStyles.label}>{label}</Text>
      <TextInput name={name} multiline style={{ ...fieldStyles.box, height: 13 * lines + 4 }} />
    </View>
  );
}

/** A check box with its text beside it. */
export function CheckField({ name, text }: { name: string; text: string }) {
  return (
    <View style={fieldStyles.check} wrap={false}>
      <Checkbox name={name} style={fieldStyles.tick} />
      <Text style={fieldStyles.checkText}>{text}</Text>
    </View>
  );
}
