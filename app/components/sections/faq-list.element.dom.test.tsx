// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineElement } from "~/enhance/page-element";
import { renderPage } from "~/enhance/testing/render";
import { FaqAccordion } from "./FaqAccordion";
import { FAQ_LIST } from "./faq-list.contract";
import { FaqList } from "./faq-list.element";

defineElement(FAQ_LIST.tag, FaqList);
afterEach(() => vi.restoreAllMocks());

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
  vi.spyOn(summary, "getBoundingClientRect").mockImplementation(() => ({ top: second.open ? topAfter : topBefore }) as DOMRect);
  summary.click();
  expect(second.open).toBe(true);
}

describe("an FAQ", () => {
  it("keeps the question just opened where it was clicked when a longer answer above it closes", () => {
    renderPage(<FaqAccordion id="faq" items={items} />);
    const scroll = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
    openSecond(640, 180);
    expect(scroll).toHaveBeenCalledExactlyOnceWith({ top: -460, behavior: "instant" });
  });

  it("does not scroll when the question did not move", () => {
    renderPage(<FaqAccordion id="faq" items={items} />);
    const scroll = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
    openSecond(300, 300);
    expect(scroll).not.toHaveBeenCalled();
  });

  it("connected a second time, keeps one listener: the question moves back once, not twice", () => {
    renderPage(<FaqAccordion id="faq" items={items} />);
    const list = document.querySelector(FAQ_LIST.tag)!;
    list.remove();
    document.body.append(list);
    const scroll = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
    openSecond(640, 180);
    expect(scroll).toHaveBeenCalledOnce();
  });
});
