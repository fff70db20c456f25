import { describe, expect, it } from "vitest";
import { REFERENCE_PATTERN, insertWithUniqueReference, insertWithUniqueReferenceSync, newReference } from "./reference.server.ts";

describe("reference numbers", () => {
  it("read kind letter, year and month (UTC), then five Crockford base32 characters", () => {
    const at = new Date("2026-11-30T23:30:00.000Z");
    expect(newReference("quote", at)).toMatch(/^Q-2611-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(newReference("contact", at)).toMatch(/^C-2611-/);
    expect(newReference("call", new Date("2027-01-01T00:00:00.000Z"))).toMatch(/^E-2701-/);
  });

  it("never use the letters I, L, O or U, which are misheard on the phone", () => {
    const at = new Date();
    const random = Array.from({ length: 2000 }, () => newReference("quote", at).slice(-5)).join("");
    expect(random).not.toMatch(/[ILOU]/);
    expect(new Set(random).size).toBe(32);
    for (let i = 0; i < 100; i++) expect(newReference("call", at)).toMatch(REFERENCE_PATTERN);
  });

  it("a taken reference is replaced, and an endless run of clashes ends in an error", async () => {
    const taken = new Set(["Q-2611-AAAAA"]);
    const sequence = ["Q-2611-AAAAA", "Q-2611-BBBBB"];
    const ref = insertWithUniqueReferenceSync(
      "quote",
      new Date(),
      (r) => !taken.has(r),
      () => sequence.shift()!,
    );
    expect(ref).toBe("Q-2611-BBBBB");
    await expect(insertWithUniqueReference("quote", new Date(), async () => false)).rejects.toThrow(/no free reference/);
  });
});
