/** The upload types the forms accept, and how the server proves a file is what its name says. */

import { extensionOf, isAcceptedExtension, type AcceptedExtension } from "./file-limits.ts";

export { ACCEPTED_EXTENSIONS, MAX_TOTAL_BYTES, extensionOf, isAcceptedExtension, type AcceptedExtension } from "./file-limits.ts";

/** Display names are capped so a 1,000-character name cannot bloat mails, listings or headers. */
export const MAX_NAME_LENGTH = 200;

/** How many leading bytes are read before the signature is judged (IFC may start with a BOM and blank lines). */
export const SIGNATURE_BYTES = 1024;

/** The type stored and mailed: derived from the checked extension, never from what the browser claims. */
export const MIME_TYPES: Record<AcceptedExtension, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  zip: "application/zip",
  dwg: "image/vnd.dwg",
  ifc: "application/x-step",
  e57: "application/octet-stream",
  las: "application/vnd.las",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

// C0 and C1 controls, DEL, and invisible format characters (bidi overrides can disguise "exe.pdf" as "fdp.exe").
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * The name shown to staff: path parts and control characters removed, at most 200 characters with the
 * extension kept. Only for display; stored files are named by random ids. "" when nothing usable is left.
 */
export function sanitizeFileName(raw: string): string {
  const lastPart = raw.split(/[/\\]/).pop() ?? "";
  let name = lastPart.replace(UNSAFE_CHARACTERS, "").normalize("NFC").trim();
  // Leading dots would make a hidden file or a "..", trailing dots and spaces are dropped by Windows.
  name = name.replace(/^[.\s]+/, "").replace(/[.\s]+$/, "");
  // Counted in code points, so a cut never splits a surrogate pair.
  if (Array.from(name).length <= MAX_NAME_LENGTH) return name;
  const ext = extensionOf(name);
  const suffix = ext && ext.length < 16 ? `.${ext}` : "";
  const base = Array.from(name.slice(0, name.length - suffix.length));
  return (
    base
      .slice(0, MAX_NAME_LENGTH - suffix.length)
      .join("")
      .trimEnd() + suffix
  );
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const SIGNATURES: Record<Exclude<AcceptedExtension, "ifc">, number[]> = {
  pdf: ascii("%PDF-"),
  docx: ZIP,
  xlsx: ZIP,
  zip: ZIP,
  dwg: ascii("AC10"),
  e57: ascii("ASTM-E57"),
  las: ascii("LASF"),
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

const IFC_HEADER = ascii("ISO-10303-21;");

function startsWith(bytes: Uint8Array, prefix: number[], at = 0): boolean {
  if (bytes.length - at < prefix.length) return false;
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

/** Whether the first bytes of a file match the signature its extension promises. */
export function checkSignature(ext: string, firstBytes: Uint8Array): boolean {
  if (!isAcceptedExtension(ext)) return false;
  if (ext !== "ifc") return startsWith(firstBytes, SIGNATURES[ext]);
  // IFC is STEP text: an optional UTF-8 byte order mark and whitespace, then the STEP header.
  let at = startsWith(firstBytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (at < firstBytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(firstBytes[at])) at++;
  return startsWith(firstBytes, IFC_HEADER, at);
}
