import { randomInt } from "node:crypto";
import type { FormKind } from "./types.ts";

/** Crockford base32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

const KIND_LETTER: Record<FormKind, string> = { quote: "Q", contact: "C", call: "E" };

export type ReferenceGenerator = (kind: FormKind, at: Date) => string;

/** A reference like `Q-2611-7K4QX`: kind letter, year and month (UTC), five random characters. */
export const newReference: ReferenceGenerator = (kind, at) => {
  const yymm = `${String(at.getUTCFullYear() % 100).padStart(2, "0")}${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
  let random = "";
  for (let i = 0; i < 5; i++) random += CROCKFORD[randomInt(CROCKFORD.length)];
  return `${KIND_LETTER[kind]}-${yymm}-${random}`;
};

export const REFERENCE_PATTERN = /^[QCE]-\d{4}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** Whether `ref` is shaped like a reference `newReference` makes for this form. */
export function isReferenceOf(kind: FormKind, ref: string): boolean {
  return REFERENCE_PATTERN.test(ref) && ref.startsWith(`${KIND_LETTER[kind]}-`);
}

const ATTEMPTS = 10;

/*
 * Both helpers call `tryInsert` with fresh references until one is not taken yet (the store's
 * unique constraint decides; `tryInsert` returns false on a clash). 32^5 per kind and month makes
 * a clash rare; ten attempts make a failure practically impossible.
 */

/** For SQLite, whose transaction must run without yielding to other callers. */
export function insertWithUniqueReferenceSync(
  kind: FormKind,
  at: Date,
  tryInsert: (ref: string) => boolean,
  generate: ReferenceGenerator = newReference,
): string {
  for (let i = 0; i < ATTEMPTS; i++) {
    const ref = generate(kind, at);
    if (tryInsert(ref)) return ref;
  }
  throw new Error(`no free reference number after ${ATTEMPTS} attempts`);
}

export async function insertWithUniqueReference(
  kind: FormKind,
  at: Date,
  tryInsert: (ref: string) => Promise<boolean>,
  generate: ReferenceGenerator = newReference,
): Promise<string> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const ref = generate(kind, at);
    if (await tryInsert(ref)) return ref;
  }
  throw new Error(`no free reference number after ${ATTEMPTS} attempts`);
}
