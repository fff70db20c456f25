import { describe, expect, it, vi } from "vitest";
import { createLimiter } from "./limiter";

describe("createLimiter", () => {
  it("grants at most inFlight at once, queues at most `waiting` more and refuses the rest at once", async () => {
    const limiter = createLimiter({ inFlight: 2, waiting: 1, waitMs: 1000 });
    const first = await limiter.acquire();
    const second = await limiter.acquire();
    expect(first && second).toBeTruthy();
    const queued = limiter.acquire();
    expect(await limiter.acquire()).toBeUndefined();
    expect(limiter.waiting).toBe(1);
    first!();
    const third = await queued;
    expect(third).toBeTypeOf("function");
    expect(limiter.active).toBe(2);
  });

  it("refuses what waited longer than waitMs, and a release given twice frees one place", async () => {
    vi.useFakeTimers();
    try {
      const limiter = createLimiter({ inFlight: 1, waiting: 5, waitMs: 500 });
      const only = (await limiter.acquire())!;
      const waiting = limiter.acquire();
      vi.advanceTimersByTime(501);
      expect(await waiting).toBeUndefined();
      expect(limiter.waiting).toBe(0);
      only();
      only();
      expect(limiter.active).toBe(0);
      expect(await limiter.acquire()).toBeTypeOf("function");
      expect(limiter.active).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
