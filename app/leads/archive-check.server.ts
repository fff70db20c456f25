import type { AcceptedExtension } from "./file-limits.ts";

/**
 * What the server reads of an archive (a ZIP, or a Word or Excel file, which are ZIPs) before staff
 * receive it: its table of contents, kept at the end of the file. Nothing is ever unpacked.
 * - An archive is refused when it holds a program or a script, or when it would unpack to far more
 *   than its size (an archive bomb aimed at a mail gateway or a colleague's disk).
 * - A Word or Excel file must have the parts every such file has; a ZIP renamed to .docx is not one.
 * Nested archives are not opened: a program inside a ZIP inside a ZIP passes, as it would any
 * mail gateway that does not scan recursively.
 */

export type ArchiveVerdict = "ok" | "content" | "archive";

/** Extensions of files that run when opened on a staff member's computer. */
const PROGRAMS = new Set([
  "exe", "dll", "com", "scr", "pif", "cpl", "sys", "msi", "msp", "msc", "bat", "cmd", "ps1", "psm1", "vbs", "vbe",
  "js", "jse", "wsf", "wsh", "hta", "jar", "lnk", "reg", "scf", "url", "sh", "app", "dmg", "pkg", "iso", "img",
]); // prettier-ignore

/** Parts every Word and every Excel file holds. */
const REQUIRED_PARTS: Partial<Record<AcceptedExtension, readonly string[]>> = {
  docx: ["[Content_Types].xml", "word/document.xml"],
  xlsx: ["[Content_Types].xml", "xl/workbook.xml"],
};

/** An archive may unpack to at most this many times its size, and at most this much in all. */
const MAX_RATIO = 100;
const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

/** How much of the end of a file is kept to find its table of contents (a table this long lists thousands of files). */
const TAIL_BYTES = 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

export const isArchive = (ext: string): boolean => ext === "zip" || ext === "docx" || ext === "xlsx";

/** Takes a file's bytes as they stream in; `verdict()` judges it once all have come. */
export function createArchiveCheck(ext: AcceptedExtension) {
  let tail = Buffer.alloc(0);
  let size = 0;
  return {
    write(chunk: Uint8Array) {
      size += chunk.byteLength;
      tail = Buffer.concat([tail, chunk]);
      if (tail.length > TAIL_BYTES) tail = tail.subarray(tail.length - TAIL_BYTES);
    },
    verdict(): ArchiveVerdict {
      const names = readDirectory(tail, size);
      if (!names) return "content";
      if (names.entries.some((entry) => PROGRAMS.has(extensionOfEntry(entry.name)))) return "archive";
      const unpacked = names.entries.reduce((sum, entry) => sum + entry.unpacked, 0);
      if (unpacked > MAX_UNPACKED_BYTES || unpacked > MAX_RATIO * size) return "archive";
      const required = REQUIRED_PARTS[ext] ?? [];
      const present = new Set(names.entries.map((entry) => entry.name));
      return required.every((part) => present.has(part)) ? "ok" : "content";
    },
  };
}

function extensionOfEntry(name: string): string {
  // Trailing dots and spaces are dropped by Windows when the file is saved: "setup.exe." runs as setup.exe.
  const base = (name.split(/[/\\]/).pop() ?? "").replace(/[.\s]+$/, "");
  const dot = base.lastIndexOf(".");
  return dot === -1 ? "" : base.slice(dot + 1).toLowerCase();
}

/**
 * The entries of the central directory found in `tail`, the last bytes of a file of `size` bytes;
 * undefined when there is none, or it does not lie within the tail.
 */
function readDirectory(tail: Buffer, size: number): { entries: { name: string; unpacked: number }[] } | undefined {
  // The end record is 22 bytes and may be followed by a comment of up to 65,535.
  let end = -1;
  for (let at = tail.length - 22; at >= Math.max(0, tail.length - 22 - 65_535); at--) {
    if (tail.readUInt32LE(at) === END_OF_DIRECTORY && at + 22 + tail.readUInt16LE(at + 20) === tail.length) {
      end = at;
      break;
    }
  }
  if (end === -1) return undefined;
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  // Where the directory starts within the tail (the file's first byte is at size - tail.length).
  let at = directoryOffset - (size - tail.length);
  if (at < 0 || at + directorySize > end) return undefined;
  const entries: { name: string; unpacked: number }[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || tail.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const unpacked = tail.readUInt32LE(at + 24);
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLength = tail.readUInt16LE(at + 32);
    const name = tail.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    entries.push({ name, unpacked });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries };
}
