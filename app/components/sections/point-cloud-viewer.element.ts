import { PageElement } from "~/enhance/page-element";
import { POINT_CLOUD_VIEWER as C } from "./point-cloud-viewer.contract";
import type { Local, Scene } from "./point-cloud-scene";

/** Whether the browser draws WebGL 2, which three.js needs: asked before three is loaded. */
export function drawsWebGl(doc: Document): boolean {
  try {
    return doc.createElement("canvas").getContext("webgl2") !== null;
  } catch {
    return false;
  }
}

/** A distance in metres to the millimetre, as the page's language writes numbers. */
export const metres = (distance: number, lang: string) =>
  `${new Intl.NumberFormat(lang, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(distance)} m`;

/** The loader of the 3D scene, replaceable in tests: three.js comes with it, in a chunk of its own. */
export const loader = { scene: () => import("./point-cloud-scene") };

/**
 * The sample point cloud's viewer (PointCloudSection.tsx). Where WebGL 2 is drawn it shows the
 * "Open the 3D viewer" button, else it says why the image stays. On press it loads three.js and
 * the packed cloud (with progress), puts the canvas over the image and shows the tools: measuring
 * between two points picked with pointer or touch, or between two control targets by their
 * buttons (the keyboard's way), and colouring by deviation from the model.
 */
export class PointCloudViewer extends PageElement {
  protected setUp(): void {
    const root = this.firstElementChild as HTMLElement | null;
    const part = <E extends Element>(name: string) => this.querySelector<E>(`[${name}]`);
    const stage = part<HTMLElement>(C.stage);
    const open = part<HTMLButtonElement>(C.open);
    const status = part<HTMLElement>(C.status);
    const progress = part<HTMLProgressElement>(C.progress);
    const tools = part<HTMLElement>(C.tools);
    const measure = part<HTMLButtonElement>(C.measure);
    const deviation = part<HTMLButtonElement>(C.deviation);
    const legend = part<HTMLElement>(C.legend);
    const result = part<HTMLElement>(C.result);
    if (!root || !stage || !open || !status || !progress || !tools || !measure || !deviation || !legend || !result) return;
    const words = (name: string) => root.getAttribute(name) ?? "";
    const lang = this.ownerDocument.documentElement.lang || "en";
    const targets = [...this.querySelectorAll<HTMLButtonElement>(`[${C.target}]`)];

    if (!drawsWebGl(this.ownerDocument)) {
      status.textContent = words(C.words.noWebGl);
      return;
    }
    open.hidden = false;

    let scene: Scene | undefined;
    let picked: Local[] = [];
    const press = (button: HTMLButtonElement, pressed: boolean) => button.setAttribute("aria-pressed", String(pressed));
    const measuring = () => measure.getAttribute("aria-pressed") === "true";

    /** Adds a point to the measurement: the second gives the distance, a third starts a new one. */
    const pick = (point: Local, target?: HTMLButtonElement) => {
      if (picked.length === 2) {
        picked = [];
        targets.forEach((button) => press(button, false));
      }
      picked.push(point);
      if (target) press(target, true);
      scene?.showMeasurement(picked);
      if (picked.length === 1) {
        result.textContent = words(C.words.secondPoint);
        return;
      }
      const [a, b] = picked;
      result.textContent = `${words(C.words.distance)}: ${metres(Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z), lang)}`;
    };

    open.addEventListener("click", async () => {
      open.disabled = true;
      status.textContent = words(C.words.loading);
      progress.hidden = false;
      try {
        const [{ openScene }, buffer] = await Promise.all([
          loader.scene(),
          download(stage.getAttribute(C.cloud) ?? "", Number(stage.getAttribute(C.bytes)), (share) => (progress.value = share)),
        ]);
        scene = openScene(stage, buffer, {
          label: words(C.words.canvas),
          onPick: (point) => {
            if (measuring()) pick(point);
          },
        });
      } catch (error) {
        status.textContent = words(C.words.failed);
        progress.hidden = true;
        open.disabled = false;
        reportError(error);
        return;
      }
      status.textContent = "";
      progress.hidden = true;
      open.hidden = true;
      tools.hidden = false;
    });

    measure.addEventListener("click", () => {
      const on = !measuring();
      press(measure, on);
      picked = [];
      targets.forEach((button) => press(button, false));
      scene?.showMeasurement([]);
      result.textContent = on ? words(C.words.firstPoint) : "";
    });
    deviation.addEventListener("click", () => {
      const on = deviation.getAttribute("aria-pressed") !== "true";
      press(deviation, on);
      legend.hidden = !on;
      scene?.colourByDeviation(on);
    });
    for (const button of targets) {
      const [x, y, z] = (button.getAttribute(C.target) ?? "").split(",").map(Number);
      button.addEventListener("click", () => pick({ x, y, z }, button));
    }
  }
}

/** Fetches the packed cloud, telling its progress as a share of the bytes expected. */
async function download(src: string, bytes: number, onProgress: (share: number) => void): Promise<ArrayBuffer> {
  const response = await fetch(src);
  if (!response.ok || !response.body) throw new Error(`The point cloud answered ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    if (bytes > 0) onProgress(Math.min(1, received / bytes));
  }
  const all = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all.buffer;
}
