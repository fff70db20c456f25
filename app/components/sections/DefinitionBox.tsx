import type { Visual } from "~/content/types";
import { ScanVisual } from "~/components/visuals/ScanVisual";
import { Icon } from "~/components/ui/icons";

interface DefinitionBoxProps {
  term: string;
  text: string;
  points: readonly string[];
  visual?: Visual;
}

/** "What is …": the term defined in a box, a few key points and, beside them, an illustration. */
export function DefinitionBox({ term, text, points, visual }: DefinitionBoxProps) {
  return (
    <div className={`grid items-start gap-10 ${visual ? "lg:grid-cols-2" : ""}`}>
      <div className="rounded-lg border-l-4 border-laser-500 bg-ink-50 p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
          <dfn className="not-italic">{term}</dfn>
        </p>
        <p className="mt-3 text-lg leading-relaxed text-ink-900">{text}</p>
        <ul className="mt-6 space-y-3">
          {points.map((point) => (
            <li key={point} className="flex gap-3 leading-relaxed text-ink-700">
              <Icon name="check" className="mt-1 size-4 shrink-0 text-laser-600" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      {visual && <ScanVisual visual={visual} />}
    </div>
  );
}
