import type { Section } from "~/content/types";

/**
 * One block of a template: present when the page's structure and words both have it, absent when
 * neither does. One without the other is an error in the page, reported at build time.
 */
export function block<S, W>(
  name: string,
  structure: S | undefined,
  words: W | undefined,
  make: (structure: S, words: W) => Section,
): Section[] {
  if ((structure === undefined) !== (words === undefined)) {
    throw new Error(`The block "${name}" is in the page's ${structure === undefined ? "words" : "structure"} only`);
  }
  return structure === undefined || words === undefined ? [] : [make(structure, words)];
}

/** A block that has words only. */
export function wordsBlock<W>(words: W | undefined, make: (words: W) => Section): Section[] {
  return words === undefined ? [] : [make(words)];
}
