// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { FaqAccordion } from "~/components/sections/FaqAccordion";
import { MobileMenu } from "~/components/layout/MobileMenu";
import { renderPage } from "./testing/render";
import { enhanceFaqs, enhanceMobileMenu } from "./page-parts";

afterEach(() => vi.restoreAllMocks());

describe("an FAQ", () => {
  const items = [
    { q: "What does a survey cost?", a: "A long answer. ".repeat(40) },
    { q: "How long does it take?", a: "A short answer." },
  ];

  /**
   * Clicks the second question while the first (open, long) is above it: the click finds the
   * question at `topBefore`; once the first has closed and the second opened, it is at `topAfter`.
   */
  function openSecond(topBefore: number, topAfter: number) {
    const [first, second] = document.querySelectorAll("details");
    first.open = true;
    const summary = second.querySelector("summary")!;
    vi.spyOn(summary, "getBoundingClientRect")
      .mockReturnValueOnce({ top: topBefore } as DOMRect)
      .mockReturnValue({ top: topAfter } as DOMRect);
    summary.click();
    expect(second.open).toBe(true);
  }

  it("keeps the question just opened where it was clicked when a longer answer above it closes", () => {
    enhanceFaqs(renderPage(<FaqAccordion id="faq" items={items} />));
    const scroll = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
    openSecond(640, 180);
    expect(scroll).toHaveBeenCalledExactlyOnceWith({ top: -460, behavior: "instant" });
  });

  it("does not scroll when the question did not move", () => {
    enhanceFaqs(renderPage(<FaqAccordion id="faq" items={items} />));
    const scroll = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
    openSecond(300, 300);
    expect(scroll).not.toHaveBeenCalled();
  });
});

describe("the mobile menu in a browser without invoker commands", () => {
  it("opens from its button, closes from its close button and when a link in it is followed", () => {
    expect("command" in HTMLButtonElement.prototype).toBe(false);
    enhanceMobileMenu(renderPage(<MobileMenu />));
    const dialog = document.querySelector<HTMLDialogElement>("dialog[data-mobile-menu]")!;
    const button = (command: string) =>
      document.querySelector<HTMLButtonElement>(`button[commandfor="${dialog.id}"][command="${command}"]`)!;

    button("show-modal").click();
    expect(dialog.open).toBe(true);
    button("close").click();
    expect(dialog.open).toBe(false);

    button("show-modal").click();
    dialog.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(dialog.open).toBe(false);
  });
});
