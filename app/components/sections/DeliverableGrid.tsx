import type { IconName } from "~/components/ui/icons";
import { Icon } from "~/components/ui/icons";

interface Deliverable {
  icon: IconName;
  title: string;
  text: string;
  formats?: readonly string[];
}

/** What the client receives, with the file formats of each. */
export function DeliverableGrid({ items }: { items: readonly Deliverable[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-md border border-ink-200 bg-white text-ink-900">
            <Icon name={item.icon} className="size-5" />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-ink-950">{item.title}</h3>
            <p className="mt-1 leading-relaxed text-ink-600">{item.text}</p>
            {item.formats && item.formats.length > 0 && <FormatChips formats={item.formats} />}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function FormatChips({ formats }: { formats: readonly string[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5">
      {formats.map((format) => (
        <li key={format} className="rounded-sm bg-ink-100 px-2 py-0.5 font-mono text-xs font-medium text-ink-800">
          {format}
        </li>
      ))}
    </ul>
  );
}
