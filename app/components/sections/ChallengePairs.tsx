/** What made a project hard, each beside how it was solved. */
export function ChallengePairs({
  items,
  labels,
}: {
  items: readonly { challenge: string; solution: string }[];
  labels: { challenge: string; solution: string };
}) {
  return (
    <ul className="grid gap-5">
      {items.map((item) => (
        <li key={item.challenge} className="grid gap-4 rounded-lg bg-white p-6 shadow-card ring-1 ring-ink-200 sm:grid-cols-2 sm:gap-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-ink-500 uppercase">{labels.challenge}</p>
            <p className="mt-2 leading-relaxed text-ink-900">{item.challenge}</p>
          </div>
          <div className="sm:border-l sm:border-ink-100 sm:pl-8">
            <p className="text-sm font-semibold tracking-wide text-signal-600 uppercase">{labels.solution}</p>
            <p className="mt-2 leading-relaxed text-ink-700">{item.solution}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
