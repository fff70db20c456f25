import { FormatChips } from "./DeliverableGrid";

/** The file formats delivered, by group. */
export function FormatGroups({ groups }: { groups: readonly { title: string; items: readonly string[] }[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {groups.map((group) => (
        <li key={group.title} className="rounded-lg border border-ink-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-ink-950">{group.title}</h3>
          <FormatChips formats={group.items} />
        </li>
      ))}
    </ul>
  );
}
