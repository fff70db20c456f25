import { LANGUAGES, isLang } from "~/i18n/languages";
import { ROUTE_TABLE, type PageKey } from "./route-table";

/**
 * The pages whose address is close to one that is no page, for the not-found page to suggest:
 * "/de/leistungen/scan-to-bim" is close to both Scan to BIM pages, "/en/servces/facade-survey" to
 * the facade survey. Every page's path in every language is a candidate, so a German slug under
 * /en/ still finds its page (which the not-found page then links in its own language).
 */

/** At most this many suggestions. */
const MAX_SUGGESTIONS = 3;
/** The part of an address that is compared: a longer one is cut, so one request costs little whatever it sends. */
const MAX_PATH_CHARS = 120;
const MAX_SEGMENTS = 4;
const MAX_SEGMENT_CHARS = 60;
/** A page is suggested from this score (0 to 1) up, and only if it is nearly as close as the closest. */
const MIN_SCORE = 0.7;
const NEAR_BEST = 0.9;
/** Words shorter than this ("to", "ve", "3d") say too little to match on alone. */
const MIN_WORD = 3;

interface Segment {
  text: string;
  /** Its words of three letters or more, which are matched... */
  words: Set<string>;
  /** ...out of this many words in all. */
  count: number;
}

function normalise(segment: string): string {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    text = segment;
  }
  return text
    .slice(0, MAX_SEGMENT_CHARS)
    .toLowerCase()
    .replace(/\.(html?|php|aspx?)$/, "")
    .replace(/ß/g, "ss")
    .replace(/ı/g, "i")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function segment(text: string): Segment {
  const words = text.split("-");
  return { text, words: new Set(words.filter((word) => word.length >= MIN_WORD)), count: words.length };
}

function segmentsOf(path: string): Segment[] {
  return path.split("/").map(normalise).filter(Boolean).map(segment);
}

/** Edit distance (insertions, deletions, substitutions) of two short strings. */
function editDistance(a: string, b: string): number {
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

/**
 * How alike two segments are, 0 to 1: by spelling (a typo costs little), or by words, where the
 * asked segment's words found in the page's count most ("scan-to-bim" in a project's longer slug).
 */
function similarity(asked: Segment, page: Segment): number {
  const spelling = 1 - editDistance(asked.text, page.text) / Math.max(asked.text.length, page.text.length);
  let shared = 0;
  for (const word of asked.words) if (page.words.has(word)) shared++;
  const words = 0.8 * (shared / asked.count) + 0.2 * (shared / page.count);
  return Math.max(spelling, words);
}

/**
 * The score of a page's path for an asked path: the last segments weigh three times as much as
 * the rest, where each asked segment before the last counts by its best match among the page's.
 */
function score(asked: Segment[], page: Segment[], alike: (asked: Segment, page: Segment) => number): number {
  const last = alike(asked[asked.length - 1], page[page.length - 1]);
  const head = asked.slice(0, -1);
  if (head.length === 0) return last;
  const pageHead = page.slice(0, -1);
  const headScore =
    pageHead.length === 0 ? 0 : head.reduce((sum, s) => sum + Math.max(...pageHead.map((p) => alike(s, p))), 0) / head.length;
  return (3 * last + headScore) / 4;
}

/** Every page's path in every language, as segments (the home page has none and is linked anyway). */
const CANDIDATES = ROUTE_TABLE.flatMap((entry) =>
  LANGUAGES.map((lang) => ({ key: entry.key, segments: segmentsOf(entry.paths[lang]) })),
).filter((candidate) => candidate.segments.length > 0);

/** Up to three pages close to an address that is no page, closest first; none when nothing is close. */
export function closePages(pathname: string): PageKey[] {
  const parts = pathname.slice(0, MAX_PATH_CHARS).split("/").filter(Boolean);
  if (isLang(parts[0])) parts.shift();
  const asked = parts.slice(-MAX_SEGMENTS).map(normalise).filter(Boolean).map(segment);
  if (asked.length === 0) return [];
  // Pages share segments ("leistungen", "scan-to-bim"): each pair is compared once.
  const known = new Map<Segment, Map<string, number>>(asked.map((s) => [s, new Map()]));
  const alike = (s: Segment, p: Segment) => {
    const seen = known.get(s)!;
    let value = seen.get(p.text);
    if (value === undefined) seen.set(p.text, (value = similarity(s, p)));
    return value;
  };
  const best = new Map<PageKey, number>();
  for (const candidate of CANDIDATES) {
    const value = score(asked, candidate.segments, alike);
    if (value > (best.get(candidate.key) ?? 0)) best.set(candidate.key, value);
  }
  const ranked = [...best].filter(([, value]) => value >= MIN_SCORE).sort((a, b) => b[1] - a[1]);
  const top = ranked[0]?.[1] ?? 0;
  return ranked
    .filter(([, value]) => value >= top * NEAR_BEST)
    .slice(0, MAX_SUGGESTIONS)
    .map(([key]) => key);
}
