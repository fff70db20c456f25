import type { Card } from "~/content/types";
import { Icon } from "~/components/ui/icons";
import { MetricFigure } from "./MetricFigure";

const COLUMNS: Record<number, string> = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

/** Advantage, outcome, benefit or audience cards: icon, title, text, and a metric where there is one. */
export function CardGrid({ cards }: { cards: readonly Card[] }) {
  return (
    <ul className={`grid gap-5 ${COLUMNS[cards.length] ?? COLUMNS[3]}`}>
      {cards.map((card) => (
        <li key={card.title} className="flex min-w-0 flex-col rounded-lg border border-ink-200 bg-white p-6 shadow-card">
          <span className="grid size-11 place-items-center rounded-md bg-ink-950 text-laser-400">
            <Icon name={card.icon} className="size-5" />
          </span>
          <h3 className="mt-5 text-h3 font-semibold text-ink-950">{card.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-600">{card.text}</p>
          {card.metric && (
            <div className="mt-auto pt-6">
              <div className="border-t border-ink-100 pt-5">
                <MetricFigure metric={card.metric} />
              </div>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
