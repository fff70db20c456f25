// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineElement } from "~/enhance/page-element";
import { renderPage } from "~/enhance/testing/render";
import { SideMenu } from "./SideMenu";
import { SIDE_MENU } from "./side-menu.contract";
import { SideMenu as SideMenuElement } from "./side-menu.element";

afterEach(() => vi.restoreAllMocks());

describe("a side menu that is one sideways-scrolling row", () => {
  it("is scrolled so the current page shows", () => {
    renderPage(
      <SideMenu label="About" pages={["about/company", "about/methodology", "about/equipment", "about/certifications"]} />,
      "/en/about/certifications",
    );
    const row = document.querySelector("ul")!;
    const current = row.querySelector<HTMLElement>('[aria-current="page"]')!;
    expect(current).not.toBeNull();
    // A 390 px phone: the row is 300 px wide, its items 900 px; the current one starts at 620 px.
    vi.spyOn(row, "scrollWidth", "get").mockReturnValue(900);
    vi.spyOn(row, "clientWidth", "get").mockReturnValue(300);
    vi.spyOn(row, "getBoundingClientRect").mockReturnValue({ left: 20 } as DOMRect);
    vi.spyOn(current, "getBoundingClientRect").mockReturnValue({ left: 620 } as DOMRect);
    defineElement(SIDE_MENU.tag, SideMenuElement);
    expect(row.scrollLeft).toBe(584);
  });
});
