import type { ProcessStep } from "~/content/types";
import { Icon } from "~/components/ui/icons";

/** Numbered steps, side by side on wide screens with a connecting line. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className={`grid gap-8 sm:grid-cols-2 ${steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative flex flex-col border-t-2 border-ink-900 pt-6">
          <span aria-hidden="true" className="absolute -top-[5px] left-0 size-2 rounded-full bg-laser-500 ring-4 ring-ink-50" />
          <span aria-hidden="true" className="font-mono text-sm font-semibold text-ink-500">
            {String(i + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-2 text-h3 font-semibold text-ink-950">{step.title}</h3>
          {step.duration && (
            <p className="mt-2 inline-flex items-center gap-1.5 self-start rounded-sm bg-white px-2 py-1 text-sm font-medium text-ink-800 ring-1 ring-ink-200">
              <Icon name="clock" className="size-3.5" />
              {step.duration}
            </p>
          )}
          <p className="mt-3 leading-relaxed text-ink-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
