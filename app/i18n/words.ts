/**
 * The one words format (decision 007). A words file holds one language and nothing else: one text a
 * line, under the dotted path of the place it fills ("hero.lead", "faq.items.lod-choice.q"). A list's
 * items are named, never numbered: the structure that orders the list names its items, and the words
 * give each name its text, so adding, removing or moving an item touches only its own lines.
 *
 * Plain TypeScript with relative imports: the server and the staff commands run it from source.
 */

/** A named list in a words type: each item's name is given by the structure (an id, a fact key, a page key). */
export type Keyed<T> = { readonly [id: string]: T };

type Leaf<T> = NonNullable<T> extends string ? true : false;
type Item<W> = W extends Keyed<infer T> ? T : never;
type IsKeyed<T> = string extends keyof T ? true : false;
/** Distributes over a union of structure items and takes one member's property, if it has it. */
type Sub<S, K extends PropertyKey> = S extends unknown ? (K extends keyof S ? S[K] : never) : never;

/** How a structure names the items of a list: the item itself (an id), a figure's fact, an `id`, a link's target. */
type IdOf<I> = I extends string
  ? I
  : I extends readonly [infer Fact extends string, ...unknown[]]
    ? Fact
    : I extends { readonly id: infer Id extends string }
      ? Id
      : I extends { readonly to: infer To extends string }
        ? To
        : never;
/** The names a structure gives a list; any name where the structure leaves the list to the template. */
type IdsOf<S> = [S] extends [never] ? string : [S] extends [undefined] ? string : S extends readonly (infer I)[] ? IdOf<I> : string;
/** The structure of the item a list names `Id`. */
type ItemOf<S, Id> = S extends readonly (infer I)[] ? (I extends { readonly id: Id } ? I : never) : never;

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * Every path from the top of a words type `W` to one of its texts, with the names of its lists taken
 * from the structure `S` at the same path. `Required` keeps only the texts that must be written.
 */
type Paths<W, S, Required extends boolean> =
  IsKeyed<W> extends true
    ? {
        [Id in IdsOf<S>]: Leaf<Item<W>> extends true ? Id : `${Id}.${Paths<NonNullable<Item<W>>, ItemOf<S, Id>, Required>}`;
      }[IdsOf<S>]
    : true extends IsUnion<W>
      ? Required extends true
        ? never
        : W extends unknown
          ? Paths<W, S, false>
          : never
      : {
          [K in keyof W & string]-?: Required extends true
            ? Partial<Pick<W, K>> extends Pick<W, K>
              ? never
              : Leaf<W[K]> extends true
                ? K
                : `${K}.${Paths<NonNullable<W[K]>, Sub<S, K>, Required>}`
            : Leaf<W[K]> extends true
              ? K
              : `${K}.${Paths<NonNullable<W[K]>, Sub<S, K>, Required>}`;
        }[keyof W & string];

/**
 * A words file as the English one is written: every text the words type `W` requires, and any of its
 * optional ones, under paths whose list names the structure `S` gives. A missing text, a path the
 * words do not have or an item the structure does not name fails the type check in this file.
 */
export type WordsFile<W, S = unknown> = { readonly [P in Paths<W, S, true>]: string } & { readonly [P in Paths<W, S, false>]?: string };

/**
 * The keys of the English words with any text. The Turkish, Hungarian and German words files
 * satisfy `SameKeys<typeof en>`, so a missing or extra text fails the type check.
 */
export type SameKeys<T> = { readonly [K in keyof T]: string };

/** Nested words from a words file's paths: {"faq.items.scan-time.q": "…"} → { faq: { items: { "scan-time": { q: "…" } } } }. */
export function unflatten(flat: Readonly<Record<string, string>>): unknown {
  const root: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(flat)) {
    const parts = path.split(".");
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = text;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

/**
 * The items of a named list in the order the structure gives their names. A name without words, or
 * words under a name the structure does not give, is an error in the page, reported at build time.
 */
export function inOrder<T>(ids: readonly string[], words: Keyed<T> | undefined, where: string): T[] {
  const given = words ?? {};
  const unknown = Object.keys(given).filter((id) => !ids.includes(id));
  if (unknown.length > 0) throw new Error(`${where}: the words name ${unknown.join(", ")}, which the structure does not have`);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new Error(`${where}: the structure names "${duplicate}" twice`);
  return ids.map((id) => {
    const item = given[id];
    if (item === undefined) throw new Error(`${where}: "${id}" has no words`);
    return item;
  });
}
