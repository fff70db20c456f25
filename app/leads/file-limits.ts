/**
 * What a form accepts as files: these eleven types (drawings, models, point clouds, documents and
 * photos), at most 10 MB for all files together. Shared by the browser (checks before uploading)
 * and the server (checks again); see docs/decisions/006-leads-forms-storage-and-mail.md.
 */

export const ACCEPTED_EXTENSIONS = ["pdf", "docx", "xlsx", "zip", "dwg", "ifc", "e57", "las", "jpg", "jpeg", "png"] as const;
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

/** All files of one submission together (the site's copy states it as the fact `uploadLimitMb`). */
export const MAX_TOTAL_MB = 10;
export const MAX_TOTAL_BYTES = MAX_TOTAL_MB * 1024 * 1024;
/** Files in one submission (the fact `uploadMaxFiles`). */
export const MAX_FILES = 20;

/** For the file picker's accept attribute. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`).join(",");

/** The lower-case extension after the last dot, or "" when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedExtension(ext: string): ext is AcceptedExtension {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext);
}

export function extensionAccepted(name: string): boolean {
  return isAcceptedExtension(extensionOf(name));
}

/** "2.4 MB", "830 kB": sizes as the file list shows them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)}\u00a0MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}\u00a0kB`;
}
