import type { Lang } from "~/i18n/languages";

export async function renderCsv(lang: Lang): Promise<Uint8Array<ArrayBuffer>> {
  return new TextEncoder().encode(`element;${lang}\n`);
}
