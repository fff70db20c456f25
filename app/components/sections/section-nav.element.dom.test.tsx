// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineElement } from "~/enhance/page-element";
import { renderPage } from "~/enhance/testing/render";
import { AnchorNav } from "./AnchorNav";
import { SECTION_NAV } from "./section-nav.contract";
import { SectionNav } from "./section-nav.element";

afterEach(() => vi.unstubAllGlobals());

/** happy-dom lays nothing out: this observer reports the sections the test says are in the band. */
class BandObserver {
  static last: BandObserver;
  observed: Element[] = [];
  constructor(readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    BandObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {}
}

describe("a section nav", () => {
  it("marks the section in the band under the sticky chrome, and none above the first section", () => {
    vi.stubGlobal("IntersectionObserver", BandObserver);
    renderPage(
      <>
        <AnchorNav
          label="On this page"
          items={[
            { id: "scope", label: "Scope" },
            { id: "faq", label: "FAQ" },
          ]}
        />
        <section id="scope" />
        <section id="faq" />
      </>,
    );
    // Defined once the page is in place, as the page's script does (happy-dom connects a subtree's
    // elements one by one, so an element set up on insertion would not yet find the sections after it).
    defineElement(SECTION_NAV.tag, SectionNav);
    const link = (id: string) => document.querySelector(`a[href="#${id}"]`)!;
    const [scope, faq] = BandObserver.last.observed;
    expect([scope.id, faq.id]).toEqual(["scope", "faq"]);

    BandObserver.last.report([{ target: faq, isIntersecting: true }]);
    expect(link("faq").getAttribute("aria-current")).toBe("location");
    expect(link("scope").hasAttribute("aria-current")).toBe(false);

    BandObserver.last.report([{ target: scope, isIntersecting: true }]);
    expect(link("scope").getAttribute("aria-current")).toBe("location");
    expect(link("faq").hasAttribute("aria-current")).toBe(false);

    // Scrolled back above the first section: nothing in the band, the first section below the line.
    vi.spyOn(scope, "getBoundingClientRect").mockReturnValue({ top: 700 } as DOMRect);
    BandObserver.last.report([
      { target: scope, isIntersecting: false },
      { target: faq, isIntersecting: false },
    ]);
    expect(document.querySelector("[aria-current]")).toBeNull();
  });
});
