import { useId } from "react";
import type { ProseBlock } from "~/content/types";

/** Running text: paragraphs, sub-headings, lists and notices at a comfortable reading width; tables take the section's width. */
export function Prose({ blocks }: { blocks: readonly ProseBlock[] }) {
  return (
    <div className="space-y-5 leading-relaxed text-ink-700">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "paragraph":
            return (
              <p key={i} className="max-w-3xl">
                {block.text}
              </p>
            );
          case "heading":
            return (
              <h3 key={i} className="max-w-3xl pt-4 text-h3 font-semibold text-ink-950">
                {block.text}
              </h3>
            );
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List key={i} className={`max-w-3xl space-y-2 pl-5 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-ink-400`}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
          case "notice":
            return <Notice key={i} title={block.title} paragraphs={block.paragraphs} />;
          case "table":
            return <ProseTable key={i} caption={block.caption} head={block.head} rows={block.rows} />;
        }
      })}
    </div>
  );
}

/** A boxed note with its own heading, named by it for assistive technology. */
function Notice({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  const id = useId();
  return (
    <aside aria-labelledby={id} className="max-w-3xl rounded-lg border-l-4 border-laser-500 bg-white p-5 ring-1 ring-ink-200 sm:p-6">
      <h3 id={id} className="text-h3 font-semibold text-ink-950">
        {title}
      </h3>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-ink-900">
          {paragraph}
        </p>
      ))}
    </aside>
  );
}

/**
 * A table with a caption and column headers. On a narrow screen each row becomes a block and each
 * cell shows its column's name above it, so no column is cut or squeezed to a few letters; the
 * explicit roles keep it a table for assistive technology when its display changes.
 */
function ProseTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-ink-200">
      <table role="table" className="w-full text-left text-[0.9375rem] hyphens-auto wrap-break-word max-sm:block">
        <caption className="px-4 pt-4 text-left font-semibold text-ink-950 max-sm:block max-sm:pb-2">{caption}</caption>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row" className="border-b border-ink-200">
            {head.map((cell) => (
              <th key={cell} scope="col" role="columnheader" className="px-4 py-3 font-semibold text-ink-950">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-ink-100 max-sm:block max-sm:border-t max-sm:border-ink-200">
          {rows.map((row) => (
            <tr key={row.join("|")} role="row" className="max-sm:block max-sm:py-2">
              {row.map((cell, c) => (
                <td key={c} role="cell" className="px-4 py-3 align-top max-sm:block max-sm:py-1.5">
                  <span aria-hidden="true" className="block text-sm font-semibold text-ink-950 sm:hidden">
                    {head[c]}
                  </span>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
