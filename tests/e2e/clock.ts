import type { Page } from "@playwright/test";

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
