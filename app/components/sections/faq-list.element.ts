import { PageElement } from "~/enhance/page-element";

/**
 * An FAQ list (exclusive <details>, which work without script): the question just opened stays where
 * it was clicked even when a longer answer above it closes, instead of jumping up out of view on a phone.
 */
export class FaqList extends PageElement {
  protected setUp(): void {
    let clicked: { summary: HTMLElement; top: number } | null = null;
    this.addEventListener(
      "click",
      (event) => {
        const summary = (event.target as HTMLElement).closest("summary");
        clicked = summary ? { summary, top: summary.getBoundingClientRect().top } : null;
      },
      { capture: true },
    );
    for (const details of this.querySelectorAll("details")) {
      details.addEventListener("toggle", () => {
        const last = clicked;
        if (!details.open || !last || last.summary.parentElement !== details) return;
        clicked = null;
        const shift = last.summary.getBoundingClientRect().top - last.top;
        if (Math.abs(shift) > 1) window.scrollBy({ top: shift, behavior: "instant" });
      });
    }
  }
}
