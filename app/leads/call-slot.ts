import type { Lang } from "../i18n/languages.ts";
import type { FormCopy } from "./copy/types.ts";
import { isWorkingDay, TIME_WINDOWS, type TIME_ZONES } from "./schemas.ts";

/** How each language names its dates: "Monday 7 December", "Montag, 7. Dezember", "december 7., hétfő", "7 Aralık Pazartesi". */
const DATE_LOCALES: Record<Lang, string> = { en: "en-GB", tr: "tr", hu: "hu", de: "de" };

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The call slot a confirmation restates, in the page's language, from its query (`day`, `window`,
 * `zone`, as the call form sent them): undefined unless all three are values the form accepts.
 */
export function callSlot(params: URLSearchParams, lang: Lang, copy: FormCopy): string | undefined {
  const day = params.get("day") ?? "";
  const window = params.get("window") ?? "";
  const zone = params.get("zone") ?? "";
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return undefined;
  if (!isWorkingDay(day) || !TIME_WINDOWS.includes(window as never) || zone.length > 64 || !validZone(zone)) return undefined;
  const dayText = new Intl.DateTimeFormat(DATE_LOCALES[lang], { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    date,
  );
  // A zone the form offers has its name in the language; any other, its city as the zone database writes it.
  const zoneText = copy.options.timeZones[zone as (typeof TIME_ZONES)[number]] ?? zone.slice(zone.lastIndexOf("/") + 1).replace(/_/g, " ");
  return copy.success.slot
    .replace("{{day}}", dayText)
    .replace("{{window}}", copy.success.windows[window as (typeof TIME_WINDOWS)[number]])
    .replace("{{zone}}", zoneText);
}
