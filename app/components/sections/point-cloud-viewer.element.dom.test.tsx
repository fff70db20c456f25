// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PointCloudViewer as Viewer } from "~/content/types";
import { defineElement } from "~/enhance/page-element";
import { renderPage } from "~/enhance/testing/render";
import { CONTROL, distanceBetween } from "~/samples/facade";
import { PointCloudSection } from "./PointCloudSection";
import { POINT_CLOUD_VIEWER as C } from "./point-cloud-viewer.contract";
import { PointCloudViewer, loader, metres } from "./point-cloud-viewer.element";
import type { Local } from "./point-cloud-scene";

const words = Object.fromEntries(
  [
    "open",
    "loading",
    "failed",
    "noWebGl",
    "canvas",
    "help",
    "measure",
    "firstPoint",
    "secondPoint",
    "distance",
    "targets",
    "deviation",
    "legend",
    "behind",
    "within",
    "inFront",
  ].map((name) => [name, `<${name}>`]),
) as Viewer["words"];
const viewer: Viewer = {
  image: { src: "/samples/cloud.png", width: 1200, height: 797, alt: "The cloud" },
  caption: "Caption",
  cloud: { src: "/samples/cloud.bin", bytes: 16 },
  download: { href: "/samples/cloud.ply", label: "Download" },
  targets: CONTROL.filter((point) => point.kind === "target").map(({ id, x, y, z }) => ({ id, x, y, z })),
  words,
};

const part = <E extends Element = HTMLElement>(name: string) => document.querySelector<E>(`[${name}]`)!;
const target = (id: string) => [...document.querySelectorAll<HTMLButtonElement>(`[${C.target}]`)].find((b) => b.textContent === id)!;

/** Renders the section as the page does, with or without a browser that draws WebGL 2. */
function render(webGl: boolean) {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(((kind: string) =>
    webGl && kind === "webgl2" ? {} : null) as never);
  renderPage(<PointCloudSection viewer={viewer} />);
  defineElement(C.tag, PointCloudViewer);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the sample point cloud's viewer", () => {
  it("keeps the image and the download, and says why, where WebGL 2 is not drawn; the button stays hidden", () => {
    render(false);
    expect(part<HTMLButtonElement>(C.open).hidden).toBe(true);
    expect(part(C.status).textContent).toBe(words.noWebGl);
    expect(document.querySelector("img")?.getAttribute("alt")).toBe("The cloud");
    expect(document.querySelector("a[download]")?.getAttribute("href")).toBe("/samples/cloud.ply");
  });

  it("loads the scene only when the button is pressed, then measures between two targets and between two picked points", async () => {
    render(true);
    const open = part<HTMLButtonElement>(C.open);
    expect(open.hidden).toBe(false);
    expect(part(C.tools).hidden).toBe(true);

    let onPick: (point: Local) => void = () => {};
    const scene = { showMeasurement: vi.fn(), colourByDeviation: vi.fn() };
    const openScene = vi.fn((_stage: HTMLElement, _buffer: ArrayBuffer, options: { onPick: (point: Local) => void }) => {
      onPick = options.onPick;
      return scene;
    });
    const load = vi.spyOn(loader, "scene").mockResolvedValue({ openScene } as never);
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(new Uint8Array(16)));
    expect(load).not.toHaveBeenCalled();

    open.click();
    await vi.waitFor(() => expect(part(C.tools).hidden).toBe(false));
    expect(openScene).toHaveBeenCalledOnce();
    expect(open.hidden).toBe(true);
    expect(part(C.status).textContent).toBe("");

    target("T1").click();
    expect(part(C.result).textContent).toBe(words.secondPoint);
    target("T6").click();
    expect(part(C.result).textContent).toBe(`${words.distance}: ${metres(distanceBetween("T1", "T6"), "en")}`);
    expect(target("T6").getAttribute("aria-pressed")).toBe("true");
    expect(scene.showMeasurement).toHaveBeenLastCalledWith([
      { x: 1.2, y: 0, z: 2.4 },
      { x: 22.8, y: 0, z: 13.2 },
    ]);

    // Picks count only in Measure mode.
    onPick({ x: 0, y: 0, z: 0 });
    expect(part(C.result).textContent).toContain(metres(distanceBetween("T1", "T6"), "en"));
    part<HTMLButtonElement>(C.measure).click();
    expect(part(C.result).textContent).toBe(words.firstPoint);
    onPick({ x: 0, y: 0, z: 0 });
    onPick({ x: 3, y: 0, z: 4 });
    expect(part(C.result).textContent).toBe(`${words.distance}: 5.000 m`);

    part<HTMLButtonElement>(C.deviation).click();
    expect(part(C.legend).hidden).toBe(false);
    expect(scene.colourByDeviation).toHaveBeenLastCalledWith(true);
  });

  it("says so when the cloud cannot be loaded, and lets the visitor try again", async () => {
    render(true);
    vi.spyOn(loader, "scene").mockResolvedValue({ openScene: vi.fn() } as never);
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 500 }));
    vi.stubGlobal("reportError", vi.fn());
    part<HTMLButtonElement>(C.open).click();
    await vi.waitFor(() => expect(part(C.status).textContent).toBe(words.failed));
    expect(part<HTMLButtonElement>(C.open).disabled).toBe(false);
    expect(part(C.tools).hidden).toBe(true);
  });

  it("writes a distance to the millimetre with the language's decimal separator", () => {
    expect(metres(24.1495, "en")).toBe("24.150 m");
    expect(metres(24.1495, "de")).toBe("24,150 m");
    expect(metres(24.1495, "tr")).toBe("24,150 m");
    expect(metres(24.1495, "hu")).toBe("24,150 m");
  });
});
