import type { StoredFile, UploadRefusal } from "~/leads";

/** Where files are uploaded one at a time, as soon as they are chosen. */
export const UPLOADS_PATH = "/api/uploads";

export type UploadFailure = UploadRefusal | "network" | "rateLimited" | "busy";

export interface UploadHandle {
  abort(): void;
}

const REFUSALS = new Set<UploadFailure>([
  "type",
  "content",
  "archive",
  "too-large",
  "empty",
  "name",
  "quota",
  "full",
  "rateLimited",
  "busy",
]);

/** How often a file is sent again, after the wait the server names, while the server says it is busy. */
const BUSY_RETRIES = 2;

/** Sends one file with XMLHttpRequest, whose upload events give real progress (fetch has none). */
export function uploadFile(
  file: File,
  on: { onProgress: (percent: number) => void; onDone: (file: StoredFile) => void; onError: (reason: UploadFailure) => void },
): UploadHandle {
  let xhr: XMLHttpRequest;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const send = (attempt: number) => {
    xhr = new XMLHttpRequest();
    xhr.open("POST", `${UPLOADS_PATH}?name=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) on.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { file?: StoredFile; error?: UploadFailure } | null;
      if (xhr.status === 201 && body?.file) return on.onDone(body.file);
      if (body?.error === "busy" && attempt < BUSY_RETRIES) {
        on.onProgress(0);
        const seconds = Number(xhr.getResponseHeader("Retry-After")) || 5;
        retry = setTimeout(() => send(attempt + 1), seconds * 1000);
        return;
      }
      on.onError(body?.error && REFUSALS.has(body.error) ? body.error : "network");
    };
    xhr.onerror = () => on.onError("network");
    xhr.send(file);
  };
  send(0);
  return {
    abort: () => {
      clearTimeout(retry);
      xhr.abort();
    },
  };
}

/** Tells the server a file was removed from the form; it would be swept after a day anyway. */
export async function removeUpload(id: string): Promise<void> {
  await fetch(`${UPLOADS_PATH}?remove=${encodeURIComponent(id)}`, { method: "POST" }).catch(() => undefined);
}
