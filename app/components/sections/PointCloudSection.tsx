import type { PointCloudViewer } from "~/content/types";
import { POINT_CLOUD_VIEWER as C } from "./point-cloud-viewer.contract";

const TOGGLE = "btn-outline whitespace-normal aria-pressed:border-ink-950 aria-pressed:bg-ink-950 aria-pressed:text-white";

/**
 * The sample point cloud: its rendered elevation and the PLY download, which every visitor gets,
 * and the 3D viewer. Its button and tools are in the page but hidden; the point-cloud-viewer element
 * shows the button only where script runs and the browser draws WebGL 2 (else it says why), and
 * loads the viewer when it is pressed. The words of each state travel with it (data-*).
 */
export function PointCloudSection({ viewer }: { viewer: PointCloudViewer }) {
  const { image, words } = viewer;
  const Element = C.tag;
  return (
    <Element className="contents">
      <div
        className="grid gap-8 lg:grid-cols-12 lg:gap-10"
        {...{
          [C.words.loading]: words.loading,
          [C.words.failed]: words.failed,
          [C.words.noWebGl]: words.noWebGl,
          [C.words.canvas]: words.canvas,
          [C.words.firstPoint]: words.firstPoint,
          [C.words.secondPoint]: words.secondPoint,
          [C.words.distance]: words.distance,
        }}
      >
        <figure className="lg:col-span-8">
          <div
            className="relative overflow-hidden rounded-lg bg-ink-950 ring-1 ring-ink-200"
            {...{ [C.stage]: "", [C.cloud]: viewer.cloud.src, [C.bytes]: viewer.cloud.bytes }}
          >
            <img
              src={image.src}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading="lazy"
              decoding="async"
              className="block h-auto w-full"
            />
          </div>
          <figcaption className="mt-3 text-sm leading-relaxed text-ink-600">{viewer.caption}</figcaption>
        </figure>
        <div className="space-y-6 lg:col-span-4">
          <button type="button" hidden className="btn-laser whitespace-normal" {...{ [C.open]: "" }}>
            {words.open}
          </button>
          <p role="status" aria-live="polite" className="leading-relaxed text-ink-700" {...{ [C.status]: "" }} />
          <progress hidden max={1} value={0} aria-label={words.loading} className="w-full accent-ink-900" {...{ [C.progress]: "" }} />
          <div hidden className="space-y-6" {...{ [C.tools]: "" }}>
            <p className="leading-relaxed text-ink-700">{words.help}</p>
            <div className="flex flex-wrap gap-3">
              <button type="button" aria-pressed="false" className={TOGGLE} {...{ [C.measure]: "" }}>
                {words.measure}
              </button>
              <button type="button" aria-pressed="false" className={TOGGLE} {...{ [C.deviation]: "" }}>
                {words.deviation}
              </button>
            </div>
            <div hidden {...{ [C.legend]: "" }}>
              <p className="text-sm font-semibold text-ink-950">{words.legend}</p>
              <ul className="mt-2 space-y-1.5 text-sm text-ink-700">
                <li className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-3.5 shrink-0 rounded-sm bg-[#ef4444]" />
                  {words.inFront}
                </li>
                <li className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="h-3.5 w-7 shrink-0 rounded-sm bg-linear-to-r from-[#eab308] via-[#22c55e] to-[#eab308]"
                  />
                  {words.within}
                </li>
                <li className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-3.5 shrink-0 rounded-sm bg-[#3b82f6]" />
                  {words.behind}
                </li>
              </ul>
            </div>
            <fieldset>
              <legend className="text-sm font-semibold text-ink-950">{words.targets}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {viewer.targets.map((target) => (
                  <button
                    key={target.id}
                    type="button"
                    aria-pressed="false"
                    className={`${TOGGLE} min-w-12 px-3`}
                    {...{ [C.target]: `${target.x},${target.y},${target.z}` }}
                  >
                    {target.id}
                  </button>
                ))}
              </div>
            </fieldset>
            <p aria-live="polite" className="min-h-7 text-lg font-semibold text-ink-950 tabular-nums" {...{ [C.result]: "" }} />
          </div>
          <p>
            <a href={viewer.download.href} download className="font-semibold text-ink-950 underline underline-offset-4 hover:text-ink-700">
              {viewer.download.label}
            </a>
          </p>
        </div>
      </div>
    </Element>
  );
}
