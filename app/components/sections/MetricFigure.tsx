import type { Metric } from "~/content/types";

/** A figure and what it measures, e.g. "±5 mm" over "point-cloud accuracy". */
export function MetricFigure({ metric, tone = "light", size = "md" }: { metric: Metric; tone?: "light" | "dark"; size?: "md" | "lg" }) {
  return (
    <p className="flex flex-col gap-1">
      <span
        className={`font-semibold tracking-tight tabular-nums ${size === "lg" ? "text-3xl" : "text-2xl"} ${tone === "dark" ? "text-laser-300" : "text-ink-950"}`}
      >
        {metric.value}
      </span>
      <span className={`min-h-[2lh] text-sm leading-snug ${tone === "dark" ? "text-ink-300" : "text-ink-600"}`}>{metric.label}</span>
    </p>
  );
}
