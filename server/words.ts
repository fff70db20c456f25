import { CATALOGUES } from "../app/i18n/catalogue.ts";
import type { Lang } from "../app/i18n/languages.ts";
import { copyFor } from "../app/leads/index.server.ts";

/** The words of the answers the server makes itself, before React Router renders a page. */

/** A render refused while the server is at its bound. */
export const busyText = (lang: Lang) => CATALOGUES[lang].common.busyText;

/**
 * What a post declared too large to read is told: a body that carries files (a multipart form, an
 * upload) holds files that are too large; any other holds answers that are too long.
 */
export function tooLargeText(lang: Lang, { contentType, upload }: { contentType: string | undefined; upload: boolean }): string {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  const copy = copyFor(lang);
  return upload || type === "multipart/form-data" ? copy.files.tooLarge : copy.formErrors.tooLong;
}
