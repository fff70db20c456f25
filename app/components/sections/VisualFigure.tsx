import type { Metric, Visual } from "~/content/types";
import { ScanVisual } from "~/components/visuals/ScanVisual";
import { MetricFigure } from "./MetricFigure";

/** A large illustration with its caption and the figures it stands for. */
export function VisualFigure({ visual, caption, metrics }: { visual: Visual; caption: string; metrics: readonly Metric[] }) {
  return (
    <figure className="grid items-center gap-10 lg:grid-cols-12">
      <div className="lg:col-span-7">
        <ScanVisual visual={visual} className="ring-1 ring-white/10" />
      </div>
      <figcaption className="lg:col-span-5">
        <p className="text-lead text-ink-200">{caption}</p>
        <div className="mt-8 grid grid-cols-2 gap-x-6 gap-y-8">
          {metrics.map((metric) => (
            <MetricFigure key={metric.label} metric={metric} tone="dark" />
          ))}
        </div>
      </figcaption>
    </figure>
  );
}
