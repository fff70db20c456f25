import { Icon } from "~/components/ui/icons";

interface ScopeList {
  heading: string;
  items: readonly string[];
}

/** What the service includes, and what can be added to it. */
export function ScopeLists({ included, addOns }: { included: ScopeList; addOns: ScopeList }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {[
        { list: included, icon: "check" as const, box: "bg-white ring-1 ring-ink-200 shadow-card", mark: "bg-ink-950 text-laser-400" },
        { list: addOns, icon: "plus" as const, box: "border border-dashed border-ink-300", mark: "border border-ink-300 text-ink-700" },
      ].map(({ list, icon, box, mark }) => (
        <div key={list.heading} className={`rounded-lg p-6 sm:p-8 ${box}`}>
          <h3 className="text-h3 font-semibold text-ink-950">{list.heading}</h3>
          <ul className="mt-5 space-y-3">
            {list.items.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed text-ink-700">
                <span className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-sm ${mark}`}>
                  <Icon name={icon} className="size-3.5" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
