/**
 * What a visitor's text may hold. Forms refuse control characters (a name with a line break or a
 * terminal escape sequence) and the bidirectional embeddings, overrides and isolates that reorder
 * what is shown around them (a mail subject, a staff member's terminal); and a required answer
 * needs at least one visible character, not only spaces or zero-width characters. Shared by the
 * browser and the server; the staff commands use `printable` to show stored text safely.
 */

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
const CONTROLS_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;
/** Every C0 and C1 control, DEL included. */
const ALL_CONTROLS = /\p{Cc}/u;
/** Left-to-right/right-to-left embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;
/**
 * Characters that show nothing: white space, format characters (zero-width space, joiners, marks,
 * the byte order mark, the soft hyphen) and the blank "filler" letters some scripts have.
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Cc}\u115f\u1160\u2800\u3164\uffa0]/gu;

/** True when the text holds a character a form refuses (`multiline` lets line breaks and tabs through). */
export function hasForbiddenCharacters(text: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROLS_BUT_LINE_BREAKS : ALL_CONTROLS).test(text) || BIDI_CONTROLS.test(text);
}

/** True when something would be seen of the text. */
export function hasVisibleCharacters(text: string): boolean {
  return text.replace(INVISIBLE, "") !== "";
}

/** Controls but line feed and tab; bidi embeddings, overrides and isolates. */
const UNSAFE_ANYWHERE = /[^\P{Cc}\t\n]|[\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Stored text made safe to print in a terminal or a mail header: every control and bidi character
 * is written out as an escape (`\u001b`), so it shows instead of acting. Line feeds and tabs are
 * kept when `multiline`, and written out otherwise.
 */
export function printable(text: string, { multiline = false } = {}): string {
  const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  const escaped = text.replace(UNSAFE_ANYWHERE, escape);
  return multiline ? escaped : escaped.replace(/[\t\n]/g, escape);
}
