import type { StoredFile, UploadRefusal } from "~/leads/types";

/** Where files are uploaded one at a time, as soon as they are chosen. */
export const UPLOADS_PATH = "/api/uploads";

export type UploadFailure = UploadRefusal | "network" | "rateLimited";

export interface UploadHandle {
  abort(): void;
}

const REFUSALS = new Set<UploadFailure>(["type", "content", "too-large", "empty", "name", "quota", "full", "rateLimited"]);

/** Sends one file with XMLHttpRequest, whose upload events give real progress (fetch has none). */
export function uploadFile(
  file: File,
  on: { onProgress: (percent: number) => void; onDone: (file: StoredFile) => void; onError: (reason: UploadFailure) => void },
): UploadHandle {
  const xhr = new XMLHttpRequest();
  xhr.open("POST", `${UPLOADS_PATH}?name=${encodeURIComponent(file.name)}`);
  xhr.setRequestHeader("Content-Type", "application/octet-stream");
  xhr.responseType = "json";
  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable) on.onProgress(Math.round((event.loaded / event.total) * 100));
  };
  xhr.onload = () => {
    const body = xhr.response as { file?: StoredFile; error?: UploadFailure } | null;
    if (xhr.status === 201 && body?.file) on.onDone(body.file);
    else on.onError(body?.error && REFUSALS.has(body.error) ? body.error : "network");
  };
  xhr.onerror = () => on.onError("network");
  xhr.send(file);
  return { abort: () => xhr.abort() };
}

/** Tells the server a file was removed from the form; it would be swept after a day anyway. */
export async function removeUpload(id: string): Promise<void> {
  await fetch(`${UPLOADS_PATH}?remove=${encodeURIComponent(id)}`, { method: "POST" }).catch(() => undefined);
}
