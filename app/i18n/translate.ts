/** Looks up dotted keys in a catalogue and substitutes {{placeholders}}. Pure; used on server and client. */
export type Messages = { [key: string]: string | Messages };

/** Every dotted key of a nested catalogue that leads to a text: "nav.services", "nav.groupBlurbs.aec". */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * The text for a key in the visitor's language; a missing key falls back to
 * English, then to the key itself.
 */
export function translate(
  key: string,
  messages: Messages | undefined,
  fallback: Messages | undefined,
  values?: Record<string, string | number>,
): string {
  const text = lookup(messages, key) ?? lookup(fallback, key) ?? key;
  return interpolate(text, values);
}

/**
 * Keeps numbers together with their units, the word they count, thousands, ranges, the sign
 * before them and the standard they belong to: "±5 mm", "50 trees", "1 000 m²", "24–48", "≤ 3 mm"
 * and "LOD 350" never break; nor do legal citations ("Art. 6 Abs. 1 lit. a", "§ 25", "no. 2").
 */
export function bindUnits(text: string): string {
  return text
    .replace(/(\d)–(?=\d)/g, "$1\u2060–\u2060")
    .replace(/([≤≥<>]) (?=\d)/g, "$1\u00a0")
    .replace(/(\d) (?=[\p{L}%]|\d{3}(?!\d))/gu, "$1\u00a0")
    .replace(/\b(LOD|BS|ISO|DIN|EN) (?=\d)/g, "$1\u00a0")
    .replace(/\b(Art\.|Abs\.|lit\.|Nr\.|no\.) (?=\d|[a-z]\b)/g, "$1\u00a0")
    .replace(/§ (?=\d)/g, "§\u00a0");
}

/** A catalogue with every gap filled from the fallback (English). */
export function withFallback<T extends Messages>(fallback: T, messages: Messages | undefined): T {
  const out: Messages = {};
  for (const [key, value] of Object.entries(fallback)) {
    const own = messages?.[key];
    if (typeof value === "string") out[key] = bindUnits(typeof own === "string" ? own : value);
    else out[key] = withFallback(value, typeof own === "object" ? own : undefined);
  }
  return out as T;
}
