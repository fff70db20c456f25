import { describe, expect, it } from "vitest";
import { currentToast, dismissToast, showToast } from "./toast-store";

describe("toast store", () => {
  it("keeps at most one toast: a new one replaces the old", () => {
    const first = showToast({ title: "First" });
    const second = showToast({ title: "Second" });
    expect(second).not.toBe(first);
    expect(currentToast()?.title).toBe("Second");
    dismissToast(first);
    expect(currentToast()?.title).toBe("Second");
    dismissToast(second);
    expect(currentToast()).toBeNull();
  });
});
