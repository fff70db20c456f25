import type { Metric } from "~/content/types";

/** Figures this long ("5 Arbeitstage", "Bis zu 50 ha") are set smaller where columns are narrow, so they never overflow. */
const LONG = 12;

/** A figure and what it measures, e.g. "±5 mm" over "point-cloud accuracy". */
export function MetricFigure({ metric, tone = "light", size = "md" }: { metric: Metric; tone?: "light" | "dark"; size?: "md" | "lg" }) {
  const long = metric.value.length >= LONG;
  const type = size === "lg" ? (long ? "text-xl lg:text-3xl" : "text-3xl") : long ? "text-xl" : "text-2xl";
  return (
    <p className="flex flex-col gap-1">
      <span className={`font-semibold tracking-tight tabular-nums ${type} ${tone === "dark" ? "text-laser-300" : "text-ink-950"}`}>
        {metric.value}
      </span>
      <span className={`min-h-[2lh] text-sm leading-snug ${tone === "dark" ? "text-ink-300" : "text-ink-600"}`}>{metric.label}</span>
    </p>
  );
}
