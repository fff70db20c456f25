export type Encoding = "br" | "gzip" | "identity";

/** Best first when the client weighs them equally: brotli is the smallest. */
const PREFERENCE: readonly Encoding[] = ["br", "gzip", "identity"];
const WEIGHT = /^q=(0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)$/i;

/** The weights an Accept-Encoding header gives ("gzip;q=0.5, *;q=0"), by lower-cased coding; entries with a malformed weight are dropped. */
function weights(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of header.split(",")) {
    // Spaces are dropped inside parameters too: "q = 0" still means "not this one".
    const [coding, ...params] = entry.split(";").map((part) => part.replace(/\s+/g, ""));
    if (coding === "") continue;
    const q = params.find((param) => /^q=/i.test(param));
    const weight = q === undefined ? 1 : WEIGHT.exec(q)?.[1];
    if (weight === undefined) continue;
    const name = coding.toLowerCase() === "x-gzip" ? "gzip" : coding.toLowerCase();
    out.set(name, Math.max(out.get(name) ?? 0, Number(weight)));
  }
  return out;
}

/**
 * The encodings a response may be sent in, best first (RFC 9110, 12.5.3): the highest weight wins,
 * brotli before gzip before identity on a tie, and nothing weighted 0 is ever listed. `*` stands for
 * every coding the header does not name. Without a header, or with an empty one, only identity.
 * Identity is listed even when refused (`identity;q=0`): the file is then sent as it is rather
 * than not at all.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const given = weights(header ?? "");
  const any = given.get("*");
  const weightOf = (encoding: Encoding) =>
    // A client that names no weight for identity accepts it, but would rather have what it named.
    given.get(encoding) ?? any ?? (encoding === "identity" ? 0.0001 : 0);
  const ranked = PREFERENCE.filter((encoding) => weightOf(encoding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return ranked.includes("identity") ? ranked : [...ranked, "identity"];
}
