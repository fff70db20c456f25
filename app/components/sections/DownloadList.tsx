import type { DownloadItem } from "~/content/types";
import { Icon } from "~/components/ui/icons";
import { MoreLink } from "./MoreLink";

/**
 * Documents to download: each card names the document, says what it holds and offers its files,
 * each link with its format and size, so a visitor knows what they get before they press it.
 */
export function DownloadList({ items }: { items: readonly DownloadItem[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-3 rounded-lg border border-ink-200 bg-white p-6 shadow-card">
          <div className="flex items-start justify-between gap-4">
            <h3 id={`download-${item.id}`} className="text-lg font-semibold text-ink-950">
              {item.title}
            </h3>
            <Icon name="document" className="size-6 shrink-0 text-ink-400" />
          </div>
          {item.sample && <p className="w-fit rounded-sm bg-ink-100 px-2 py-0.5 text-sm font-medium text-ink-700">{item.sample}</p>}
          <p className="text-[0.9375rem] leading-relaxed text-ink-600">{item.text}</p>
          <ul className="mt-auto flex flex-wrap gap-3 pt-2">
            {item.files.map((file) => (
              <li key={file.path}>
                <a
                  href={file.path}
                  download={file.fileName}
                  className="inline-flex min-h-12 items-center gap-2 rounded-md border border-ink-900 px-4 font-semibold text-ink-950 transition-colors hover:bg-ink-950 hover:text-white"
                >
                  <Icon name="download" className="size-5" />
                  <span className="sr-only">{item.title}, </span>
                  {file.size ? `${file.format}, ${file.size}` : file.format}
                </a>
              </li>
            ))}
          </ul>
          {item.page && <MoreLink action={item.page} />}
        </li>
      ))}
    </ul>
  );
}
