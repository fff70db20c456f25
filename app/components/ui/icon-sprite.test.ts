import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSprite, SPRITE_PATH } from "../../../scripts/icon-sprite.mjs";
import { ICON_NAMES } from "./icon-names";

describe("the icon sprite", () => {
  const sprite = readFileSync(SPRITE_PATH, "utf8");

  it("holds one symbol for every icon name, and nothing else", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(Object.keys(ICON_NAMES).sort());
  });

  it("is current: regenerating it from the list changes nothing (run `npm run icons` after editing icon-names.ts)", () => {
    expect(sprite).toBe(buildSprite());
  });

  it("carries shapes only, so the using <svg> sets stroke and size", () => {
    expect(sprite).not.toMatch(/stroke-width|class=/);
    expect(sprite).toMatch(/<symbol id="phone" viewBox="0 0 24 24"><path d="[^"]+"><\/path><\/symbol>/);
  });
});
