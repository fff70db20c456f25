import { DomUtils, parseDocument } from "htmlparser2";

type ChildNode = ReturnType<typeof parseDocument>["children"][number];
type Element = Extract<ChildNode, { attribs: unknown }>;

export const XLIFF_NAMESPACE = "urn:oasis:names:tc:xliff:document:2.0";

export interface Note {
  category: string;
  text: string;
}

export interface Unit {
  /** The unit's id: an XML name token made from the key. */
  id: string;
  /** The words key exactly as the files write it. */
  name?: string;
  notes?: Note[];
  source: string;
  target?: string;
}

export interface XliffFile {
  id: string;
  original?: string;
  units: Unit[];
}

export interface Xliff {
  srcLang: string;
  trgLang: string;
  files: XliffFile[];
}

/** A words key as an XLIFF id (an XML name token): "/" becomes ":". */
export function unitId(key: string): string {
  return key.replaceAll("/", ":").replace(/[^\p{L}\p{N}._:-]/gu, "_");
}

function escape(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

function attributes(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escape(value!)}"`)
    .join("");
}

/** An XLIFF 2.0 document: one <file> per words file, one <unit> per English text, notes first. */
export function writeXliff({ srcLang, trgLang, files }: Xliff): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_NAMESPACE}" version="2.0"${attributes({ srcLang, trgLang })}>`,
  ];
  for (const file of files) {
    lines.push(`  <file${attributes({ id: file.id, original: file.original })} xml:space="preserve">`);
    for (const unit of file.units) {
      lines.push(`    <unit${attributes({ id: unit.id, name: unit.name })}>`);
      if (unit.notes?.length) {
        lines.push("      <notes>");
        for (const note of unit.notes) lines.push(`        <note${attributes({ category: note.category })}>${escape(note.text)}</note>`);
        lines.push("      </notes>");
      }
      const translated = unit.target !== undefined && unit.target !== "";
      lines.push(`      <segment state="${translated ? "translated" : "initial"}">`);
      lines.push(`        <source>${escape(unit.source)}</source>`);
      if (translated) lines.push(`        <target>${escape(unit.target!)}</target>`);
      lines.push("      </segment>", "    </unit>");
    }
    lines.push("  </file>");
  }
  lines.push("</xliff>", "");
  return lines.join("\n");
}

const localName = (element: Element) => element.name.slice(element.name.indexOf(":") + 1);

function children(element: Element, name: string): Element[] {
  return element.children.filter((child): child is Element => DomUtils.isTag(child) && localName(child) === name);
}

function descendants(element: Element, name: string): Element[] {
  return DomUtils.findAll((found) => localName(found) === name, element.children);
}

/**
 * The text of a <source> or <target>: character data and CDATA as written, and inline codes
 * (<ph>, <pc>, <mrk>) as the text they stand for, so a tool that turned {{fact}} into a <ph> code
 * still returns the placeholder.
 */
function inlineText(nodes: ChildNode[]): string {
  return nodes
    .map((node) => {
      if (DomUtils.isText(node)) return node.data;
      if (DomUtils.isCDATA(node)) return inlineText(node.children);
      if (DomUtils.isTag(node)) {
        if (localName(node) === "ph") return node.attribs.disp ?? node.attribs.equiv ?? "";
        return inlineText(node.children);
      }
      return "";
    })
    .join("");
}

/** Reads an XLIFF 2.0 document, with its attributes in any order and its texts as entities or CDATA. */
export function readXliff(xml: string): Xliff {
  const document = parseDocument(xml, { xmlMode: true });
  const root = document.children.find((node): node is Element => DomUtils.isTag(node));
  if (!root || localName(root) !== "xliff") throw new Error("not an XLIFF document: its root element is not <xliff>");
  if (!root.attribs.version?.startsWith("2.")) throw new Error(`not XLIFF 2.0 (version="${root.attribs.version ?? ""}")`);
  const files = descendants(root, "file").map((file): XliffFile => {
    const units = descendants(file, "unit").map((unit): Unit => {
      const segments = children(unit, "segment");
      const part = (name: string) => {
        const found = segments.flatMap((segment) => children(segment, name));
        return found.length ? found.map((element) => inlineText(element.children)).join("") : undefined;
      };
      return { id: unit.attribs.id ?? "", name: unit.attribs.name, source: part("source") ?? "", target: part("target") };
    });
    return { id: file.attribs.id ?? "", original: file.attribs.original, units };
  });
  return { srcLang: root.attribs.srcLang ?? "", trgLang: root.attribs.trgLang ?? "", files };
}
