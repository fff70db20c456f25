/**
 * What a visitor's text may hold. Forms refuse control characters (a name with a line break or a
 * terminal escape sequence) and the bidirectional embeddings, overrides and isolates that reorder
 * what is shown around them (a mail subject, a staff member's terminal). Tag characters are refused
 * everywhere: invisible copies of ASCII, they carry a text no person sees to whatever reads the
 * enquiry later (a mail summariser, a CRM import). A one-line answer (a name, a company, a place)
 * also refuses every other character that shows nothing, so two enquiries that look alike are
 * alike; a message keeps the marks right-to-left writing uses. A required answer needs at least one
 * visible character. Shared by the browser and the server; the staff commands use `printable` to
 * show stored text safely.
 */

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
const CONTROLS_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;
/** Every C0 and C1 control, DEL included. */
const ALL_CONTROLS = /\p{Cc}/u;
/** Left-to-right/right-to-left embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;
/** Tag characters (U+E0000–U+E007F). */
const TAGS = /[\u{e0000}-\u{e007f}]/u;
/**
 * Characters that take no room: format characters (LRM, RLM, ALM, zero-width space, word joiner,
 * byte order mark, soft hyphen, tags, bidi controls, the joiners…), the line and paragraph
 * separators, and the blank filler letters (Hangul fillers, the blank Braille pattern).
 */
const NO_ROOM = /\p{Cf}|[\u2028\u2029\u115f\u1160\u3164\uffa0\u2800]/gu;
/** What printable writes out: controls but line feed and tab, and what takes no room. */
const UNPRINTABLE = /[^\P{Cc}\t\n]|\p{Cf}|[\u2028\u2029\u115f\u1160\u3164\uffa0\u2800]/gu;
/** Characters for which a zero-width joiner or non-joiner shapes what is shown: letters and their marks (Persian, Indic scripts), emoji (👩‍🔧). */
const JOINABLE = /^[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]$/u;
/** Characters that show nothing, for `hasVisibleCharacters`: white space, format characters and the blank fillers. */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Cc}\u115f\u1160\u2800\u3164\uffa0]/gu;

/**
 * Whether the character at `offset` (matched by NO_ROOM or UNPRINTABLE) shows: only a joiner does,
 * between two characters it joins; anywhere else it only hides. (Read without a lookbehind, which
 * some browsers the forms serve lack.)
 */
function shows(text: string, char: string, offset: number): boolean {
  if (char !== "\u200c" && char !== "\u200d") return false;
  const before = [...text.slice(Math.max(0, offset - 2), offset)].at(-1) ?? "";
  const after = [...text.slice(offset + 1, offset + 3)][0] ?? "";
  return JOINABLE.test(before) && JOINABLE.test(after);
}

/** True when the text holds a character a form refuses (`multiline` lets line breaks, tabs and marks through). */
export function hasForbiddenCharacters(text: string, { multiline = false } = {}): boolean {
  if ((multiline ? CONTROLS_BUT_LINE_BREAKS : ALL_CONTROLS).test(text) || BIDI_CONTROLS.test(text) || TAGS.test(text)) return true;
  if (multiline) return false;
  for (const match of text.matchAll(NO_ROOM)) if (!shows(text, match[0], match.index)) return true;
  return false;
}

/** True when something would be seen of the text. */
export function hasVisibleCharacters(text: string): boolean {
  return text.replace(INVISIBLE, "") !== "";
}

/** Each character of the text that would not show as itself, replaced by `escape(character)`. */
export function escapeUnprintable(text: string, escape: (char: string) => string): string {
  return text.replace(UNPRINTABLE, (char: string, offset: number) => (shows(text, char, offset) ? char : escape(char)));
}

/** `\u001b`, or `\u{e0041}` beyond 16 bits, so a character is written whole. */
const escapeCodePoint = (char: string) => {
  const code = char.codePointAt(0)!;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, "0")}`;
};

/**
 * Stored text made safe to print in a terminal, a spreadsheet or a mail header: every control,
 * bidi and invisible character is written out as an escape (`\u001b`, `\u200b`), so it shows
 * instead of acting or hiding. Line feeds and tabs are kept when `multiline` (a CRLF is a line
 * break then), and written out otherwise.
 */
export function printable(text: string, { multiline = false } = {}): string {
  if (multiline) return escapeUnprintable(text.replace(/\r\n/g, "\n"), escapeCodePoint);
  return escapeUnprintable(text, escapeCodePoint).replace(/[\t\n]/g, escapeCodePoint);
}

/** The text without the characters that take no room (a joiner between letters stays), for a one-line header. */
export function withoutInvisible(text: string): string {
  return text.replace(NO_ROOM, (char: string, offset: number) => (shows(text, char, offset) ? char : ""));
}
