import type { Page } from "@playwright/test";
import { MIN_FILL_MS } from "../../app/leads/index.server.ts";

/**
 * Stops the page's clock: timers fire only when the test moves it on (`page.clock.runFor`), so a
 * test can say "not before 1 s" and "after 1 s" exactly, without waiting. It stays stopped across
 * navigations. Call it before the timers under test are set.
 */
export async function stopClock(page: Page) {
  const start = new Date("2026-03-02T09:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/**
 * Waits until React has rendered what the timers just run have set, so that "still hidden" is an
 * answer and not a render still to come: React schedules its renders as posted messages, which are
 * handled in order, so two messages posted after them come back only once they are done.
 */
export async function settle(page: Page) {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/**
 * Gives the page the test's clock while letting it run as time passes, so the page loads and its
 * scripts take over as usual and the test can move the clock on where a person would wait. Call
 * it before the page is opened.
 */
export async function runningClock(page: Page) {
  await page.clock.install();
}

/**
 * A person takes longer than the form's minimum fill time: the page's clock jumps on by it, as if
 * they had paused that long. The form measures the time it was filled in by the page's clock
 * (LeadForm), and the server refuses a post measured under MIN_FILL_MS. Needs `runningClock`.
 */
export async function takeFillTime(page: Page) {
  await page.clock.fastForward(MIN_FILL_MS);
}
