import type { Lang } from "~/i18n/languages";

export async function renderDxf(lang: Lang): Promise<Uint8Array<ArrayBuffer>> {
  return new TextEncoder().encode(`0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n${lang}`);
}
