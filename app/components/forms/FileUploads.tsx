import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import { ACCEPT_ATTRIBUTE, type FormCopy, MAX_TOTAL_BYTES, type StoredFile, extensionAccepted, formatBytes } from "~/leads";
import { UPLOADS_PATH, removeUpload, uploadFile, type UploadHandle } from "./upload-client";
import { Icon } from "~/components/ui/icons";
import { useHydrated } from "~/components/ui/use-hydrated";

interface Item {
  key: string;
  name: string;
  size: number;
  progress: number;
  id?: string;
  error?: string;
  handle?: UploadHandle;
}

interface FileUploadsProps {
  copy: FormCopy["files"];
  /** Where files too large to upload go on this form, said in the help and in the over-total refusal. */
  largeFiles: string;
  optionalLabel: string;
  /** Files already stored for this form (sent without JavaScript with a form that needs correcting). */
  initial?: readonly StoredFile[];
  onPendingChange: (pending: boolean) => void;
}

let counter = 0;

/** "scan.pdf (11.0 MB) would bring the total to 11.0 MB of 10 MB": the copy's {{name}}, {{size}} and {{total}} filled in. */
export function overTotalMessage(template: string, file: { name: string; size: number }, total: number): string {
  return template
    .replace("{{name}}", () => file.name)
    .replace("{{size}}", formatBytes(file.size))
    .replace("{{total}}", formatBytes(total));
}

/**
 * Files are uploaded as soon as they are chosen, each with its real progress, and can be removed.
 * Choosing files that would take the total over 10 MB adds none of them. Without JavaScript a plain
 * file input sends the files with the form, under the same limits on the server; files chosen in
 * it before React hydrates the form are uploaded as it does.
 */
export function FileUploads({ copy, largeFiles, optionalLabel, initial = [], onPendingChange }: FileUploadsProps) {
  const enhanced = useHydrated();
  const [items, setItems] = useState<Item[]>(() =>
    initial.map((f) => ({ key: f.id, name: f.name, size: f.size, progress: 100, id: f.id })),
  );
  const [alert, setAlert] = useState<string>();
  /** The latest upload result, read out by screen readers. */
  const [announcement, setAnnouncement] = useState("");
  const input = useRef<HTMLInputElement>(null);
  /** The server's plain file input, which React adopts as it hydrates and replaces on the render after. */
  const plainInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);

  const pending = items.some((item) => !item.error && item.progress < 100);
  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);

  const update = (key: string, patch: Partial<Item>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const chosen = [...files];
    // The refusal names the first file that would take the total over the limit, its size and that total.
    let total = items.filter((item) => !item.error).reduce((sum, item) => sum + item.size, 0);
    for (const file of chosen) {
      total += file.size;
      if (total > MAX_TOTAL_BYTES) {
        // The specification's alert first, then which file, its size and the total it would reach.
        setAlert(`${copy.tooLarge} ${overTotalMessage(copy.overTotal, file, total)} ${largeFiles}`);
        return;
      }
    }
    setAlert(undefined);
    const added: Item[] = chosen.map((file) => ({ key: `f${++counter}`, name: file.name, size: file.size, progress: 0 }));
    setItems((all) => [...all, ...added]);
    added.forEach((item, i) => {
      const file = chosen[i];
      if (!extensionAccepted(file.name)) {
        update(item.key, { error: copy.refused.type });
        setAnnouncement(`${file.name}: ${copy.refused.type}`);
        return;
      }
      const handle = uploadFile(file, {
        onProgress: (progress) => update(item.key, { progress: Math.min(progress, 99) }),
        onDone: (stored) => {
          update(item.key, { id: stored.id, progress: 100, handle: undefined });
          setAnnouncement(`${file.name}: ${copy.uploaded}`);
        },
        onError: (reason) => {
          update(item.key, { error: copy.refused[reason], handle: undefined });
          setAnnouncement(`${file.name}: ${copy.refused[reason]}`);
        },
      });
      update(item.key, { handle });
    });
  };

  // On a slow connection the visitor may choose files in the plain input long before React
  // hydrates the form. They are read from it as it hydrates (a layout effect runs before the render
  // that swaps it for the enhanced picker) and uploaded as if chosen now: listed, checked, removable.
  const chooseEarly = useEffectEvent(choose);
  useLayoutEffect(() => {
    const early = plainInput.current;
    if (!early?.files?.length) return;
    chooseEarly(early.files);
    // Read once: the input leaves the page on the next render, and a second run finds it empty.
    early.value = "";
  }, []);

  const remove = (item: Item) => {
    item.handle?.abort();
    if (item.id) void removeUpload(item.id);
    setItems((all) => all.filter((other) => other.key !== item.key));
    setAlert(undefined);
    // The removed row's button is gone: focus returns to the file picker's button.
    chooseButton.current?.focus();
  };

  const doneIds = items.filter((item) => item.id && !item.error).map((item) => item.id as string);

  return (
    <fieldset id="file-uploads" tabIndex={-1} aria-describedby="files-help" data-uploads={UPLOADS_PATH}>
      <legend className="font-medium text-ink-900">
        {copy.label} <span className="ml-1 text-sm font-normal text-ink-500">({optionalLabel})</span>
      </legend>
      <p id="files-help" className="mt-1.5 text-sm text-ink-600">
        {copy.help} {largeFiles}
      </p>
      {doneIds.map((id) => (
        <input key={id} type="hidden" name="fileIds" value={id} />
      ))}
      <div className="mt-3">
        {enhanced ? (
          <>
            <input
              ref={input}
              id="file-picker"
              type="file"
              multiple
              accept={ACCEPT_ATTRIBUTE}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                choose(event.currentTarget.files);
                event.currentTarget.value = "";
              }}
            />
            <button ref={chooseButton} type="button" className="btn-outline min-h-12" onClick={() => input.current?.click()}>
              <Icon name="paperclip" className="size-4" />
              {copy.choose}
            </button>
          </>
        ) : (
          <input
            ref={plainInput}
            type="file"
            name="files"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            aria-label={copy.choose}
            className="block w-full text-sm text-ink-700 file:mr-4 file:min-h-11 file:rounded-md file:border file:border-ink-300 file:bg-white file:px-4 file:font-semibold"
          />
        )}
      </div>
      <div
        role="alert"
        className="empty:hidden mt-3 rounded-md border border-danger-600 bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-700"
        data-upload-alert
      >
        {alert}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {items.length > 0 && (
        <ul className="mt-3 grid grid-cols-1 gap-2" aria-label={copy.label}>
          {items.map((item) => (
            <li key={item.key} className="rounded-md border border-ink-200 bg-white px-3.5 py-3" data-upload-item>
              <div className="flex items-center gap-3">
                <Icon name="document" className="size-5 shrink-0 text-ink-500" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink-900">{item.name}</p>
                  <p className="text-xs text-ink-600">
                    {formatBytes(item.size)} ·{" "}
                    {item.error ? (
                      <span className="font-medium text-danger-700">{item.error}</span>
                    ) : item.progress < 100 ? (
                      `${copy.uploading} ${item.progress}%`
                    ) : (
                      <span className="text-success-700">{copy.uploaded}</span>
                    )}
                  </p>
                </div>
                {enhanced && (
                  <button
                    type="button"
                    onClick={() => remove(item)}
                    className="grid size-11 shrink-0 place-items-center rounded-md text-ink-600 hover:bg-ink-50 hover:text-ink-950"
                  >
                    <Icon name="close" className="size-4" />
                    <span className="sr-only">
                      {copy.remove}: {item.name}
                    </span>
                  </button>
                )}
              </div>
              {!item.error && (
                <progress
                  max={100}
                  value={item.progress}
                  aria-label={`${copy.uploading}: ${item.name}`}
                  className="mt-2 block h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-ink-100 [&::-webkit-progress-value]:bg-laser-500 [&::-moz-progress-bar]:bg-laser-500"
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
