import type { Blockquote, List, Paragraph, PhrasingContent, RootContent, Table } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTable } from "micromark-extension-gfm-table";
import type { ProseBlock } from "~/content/types";

/**
 * Running text written as Markdown (CommonMark with GFM tables), turned into the blocks the
 * prose section renders. Only what those blocks can show is accepted: paragraphs, "###"
 * sub-headings, lists, tables with a "Table: …" caption line right above them (Pandoc's
 * convention), and a block quote whose first line is bold, which is a notice with that title.
 * Inline markup (emphasis, links, code, HTML) has no place in the blocks and is refused, so a
 * stray character in a translation fails the build instead of vanishing from the page.
 */

/** A section of a prose page: a "## Heading {#id}" and the blocks under it. */
export interface ProseSection {
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly ProseBlock[];
}

const CAPTION = /^Table: /;
const HEADING_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/;

function parse(markdown: string): RootContent[] {
  return fromMarkdown(markdown, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] }).children;
}

function where(node: RootContent | PhrasingContent | undefined): string {
  return node?.position ? ` (line ${node.position.start.line})` : "";
}

/** The text of inline content; a line break inside a paragraph is a space. */
function plain(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => {
      if (node.type !== "text") throw new Error(`Markdown: ${node.type} is not allowed in running text${where(node)}`);
      return node.value.replace(/[ \t]*\n[ \t]*/g, " ");
    })
    .join("");
}

function paragraphOf(node: RootContent, what: string): Paragraph {
  if (node.type !== "paragraph") throw new Error(`Markdown: ${what} holds a ${node.type}, not a paragraph${where(node)}`);
  return node;
}

function list(node: List): ProseBlock {
  const items = node.children.map((item) => {
    const [only, ...rest] = item.children;
    if (!only || rest.length > 0) throw new Error(`Markdown: a list item holds one paragraph${where(node)}`);
    return plain(paragraphOf(only, "a list item").children);
  });
  return node.ordered ? { type: "list", ordered: true, items } : { type: "list", items };
}

function table(node: Table, caption: string | undefined): ProseBlock {
  if (caption === undefined) throw new Error(`Markdown: a table needs a "Table: …" caption line above it${where(node)}`);
  const [head, ...rows] = node.children.map((row) => row.children.map((cell) => plain(cell.children).trim()));
  return { type: "table", caption, head, rows };
}

function notice(node: Blockquote): ProseBlock {
  const [first, ...rest] = node.children.map((child) => paragraphOf(child, "a notice"));
  const title = first?.children.length === 1 && first.children[0].type === "strong" ? plain(first.children[0].children) : undefined;
  if (title === undefined) throw new Error(`Markdown: a notice (a block quote) starts with its title in bold${where(node)}`);
  if (rest.length === 0) throw new Error(`Markdown: a notice needs text under its title${where(node)}`);
  return { type: "notice", title, paragraphs: rest.map((paragraph) => plain(paragraph.children)) };
}

function blocksOf(nodes: readonly RootContent[]): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  nodes.forEach((node, i) => {
    const next = nodes[i + 1];
    switch (node.type) {
      case "heading":
        if (node.depth !== 3) throw new Error(`Markdown: only "###" sub-headings go inside a section${where(node)}`);
        blocks.push({ type: "heading", text: plain(node.children) });
        return;
      case "paragraph": {
        const text = plain(node.children);
        // A caption line belongs to the table right below it.
        if (next?.type === "table" && CAPTION.test(text)) return;
        if (CAPTION.test(text) || text.startsWith("|"))
          throw new Error(`Markdown: a table needs a "| --- |" line under its header row${where(node)}`);
        blocks.push({ type: "paragraph", text });
        return;
      }
      case "list":
        blocks.push(list(node));
        return;
      case "table": {
        const above = nodes[i - 1];
        const caption = above?.type === "paragraph" ? plain(above.children) : "";
        blocks.push(table(node, CAPTION.test(caption) ? caption.replace(CAPTION, "") : undefined));
        return;
      }
      case "blockquote":
        blocks.push(notice(node));
        return;
      default:
        throw new Error(`Markdown: a ${node.type} has no place in running text${where(node)}`);
    }
  });
  return blocks;
}

/** The blocks of a piece of running text (no sections). */
export function proseBlocks(markdown: string): ProseBlock[] {
  return blocksOf(parse(markdown));
}

/** The sections of a prose page: each starts at a "## Heading {#id}" line; nothing comes before the first. */
export function proseSections(markdown: string): ProseSection[] {
  const nodes = parse(markdown);
  const starts = nodes.flatMap((node, i) => (node.type === "heading" && node.depth === 2 ? [i] : []));
  if (starts[0] !== 0) throw new Error(`Markdown: a prose page starts with a "## Heading {#id}" line${where(nodes[0])}`);
  return starts.map((start, n) => {
    const node = nodes[start];
    const text = node.type === "heading" ? plain(node.children) : "";
    const id = HEADING_ID.exec(text)?.[1];
    if (id === undefined) throw new Error(`Markdown: the heading "${text}" needs an id, as in "## ${text} {#its-id}"${where(node)}`);
    return { id, heading: text.replace(HEADING_ID, ""), blocks: blocksOf(nodes.slice(start + 1, starts[n + 1])) };
  });
}
