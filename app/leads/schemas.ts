import * as z from "zod/mini";
import { MAX_FILES } from "./file-limits.ts";
import { hasForbiddenCharacters, hasVisibleCharacters } from "./text-safety.ts";
import type { FormKind } from "./types.ts";

// No compiled parsers: Zod would otherwise probe `new Function`, which the site's CSP refuses and reports.
z.config({ jitless: true });

/**
 * One Zod schema per form, shared by the browser (Conform validates as the visitor types) and the
 * server (the action validates everything again). Messages are keys of the form copy's `errors`
 * (`FORM_ERROR_KEYS`), so each visitor reads them in their own language. Zod Mini keeps the
 * forms' JavaScript small: the same checks, written as functions.
 */

export const PROJECT_TYPES = [
  "scan-to-bim",
  "scan-to-cad",
  "as-built-reports",
  "facade-survey",
  "industrial-plant-scanning",
  "ship-yacht-scanning",
  "heritage-survey",
  "land-survey",
  "setting-out",
  "tree-survey",
  "drone-survey",
  "other",
] as const;
export const LODS = ["LOD 200", "LOD 300", "LOD 350", "LOD 400"] as const;
export const MODELING_SCOPES = ["architectural", "structural", "mep"] as const;
export const SCALES = ["1:50", "1:100", "1:200"] as const;
export const SHEETS = ["plans", "sections", "elevations"] as const;
export const FREQUENCIES = ["one-off", "weekly", "monthly"] as const;
export const FACADE_OUTPUTS = ["orthophoto", "elevation-cad", "both"] as const;
export const DISCIPLINES = ["piping", "equipment", "steel", "all"] as const;
export const CONTACT_TOPICS = ["general", "samples", "documents", "project", "partnership"] as const;
export const SERVICE_INTERESTS = ["aec", "industrial", "construction", "maritime", "drone"] as const;
export const CALL_TOPICS = ["new-project", "scan-to-bim", "surveying", "industrial", "maritime", "drone", "other"] as const;
export const TIME_WINDOWS = ["09-12", "12-15", "15-18"] as const;
/** Offered first in the call form's time-zone picker (any valid zone is accepted). */
export const TIME_ZONES = [
  "Europe/Budapest",
  "Europe/Istanbul",
  "Europe/Berlin",
  "Europe/Vienna",
  "Europe/London",
  "Asia/Dubai",
  "UTC",
] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export type CallTopic = (typeof CALL_TOPICS)[number];

export const FORM_ERROR_KEYS = [
  "required",
  "email",
  "phone",
  "tooLong",
  "number",
  "date",
  "datePast",
  "dateTooFar",
  "weekend",
  "choice",
  "consent",
  "timeZone",
  "files",
  "characters",
  "link",
] as const;
export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number];

/** Whole-form messages (not tied to one field). */
export const FORM_LEVEL_ERRORS = [
  "tooFast",
  "rateLimited",
  "crossSite",
  "uploadsMissing",
  "serverBusy",
  /** The body is not a form (JSON, plain text). */
  "encoding",
  /** The body is a form, but cut short or damaged. */
  "malformed",
  /** More parts than the form has fields. */
  "tooManyFields",
  /** Answers, without any file, longer than any form holds. */
  "tooLong",
] as const;
export type FormLevelError = (typeof FORM_LEVEL_ERRORS)[number];

const LIMITS = { name: 120, company: 160, email: 254, phone: 30, place: 120, address: 300, text: 5000, short: 2000, url: 2000 } as const;
/** Calls can be booked from today up to this many days ahead (three months). */
export const CALL_MAX_DAYS_AHEAD = 91;

/**
 * Browsers send a textarea's line breaks as CRLF; a message is stored with line feeds alone, so it
 * reads the same everywhere (a lone CR, and the Unicode line and paragraph separators, too).
 */
const LINE_BREAK = /\r\n?|[\u2028\u2029]/g;

/**
 * Text a visitor types: nothing `hasForbiddenCharacters` refuses (line breaks only where
 * `multiline`). A required answer needs something visible: spaces or zero-width characters alone
 * are no answer, and that is all it is told.
 */
const text = (max: number, { multiline = false, required = false } = {}) =>
  z.string({ error: "required" }).check(
    z.trim(),
    ...(multiline ? [z.overwrite<string>((v) => v.replace(LINE_BREAK, "\n"))] : []),
    ...(required ? [z.refine<string>(hasVisibleCharacters, { error: "required", abort: true })] : []),
    z.maxLength(max, "tooLong"),
    z.refine((v) => !hasForbiddenCharacters(v, { multiline }), "characters"),
  );
const required = (max: number, { multiline = false } = {}) => text(max, { multiline, required: true });
const optional = (max: number, { multiline = false } = {}) => z.optional(text(max, { multiline }));
const email = z.pipe(z.string({ error: "required" }).check(z.trim(), z.maxLength(LIMITS.email, "tooLong")), z.email("email"));
/** Digits with the usual separators and an optional leading +; 6 to 20 digits. */
const phonePattern = /^\+?[\d \u00a0().\-/]+$/;
const digitCount = (v: string) => v.match(/\d/g)?.length ?? 0;
const phone = z.string({ error: "required" }).check(
  z.trim(),
  z.maxLength(LIMITS.phone, "tooLong"),
  z.refine((v) => phonePattern.test(v) && digitCount(v) >= 6 && digitCount(v) <= 20, "phone"),
);
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: "choice" });
const someOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.optional(z.array(z.enum(values, { error: "choice" })).check(z.maxLength(values.length, "choice")));
/**
 * A link to files too large to upload (a transfer service, a shared folder): https only, so staff
 * never open a plain-http or script address from a form.
 */
const isHttpsLink = (v: string) => {
  if (!/^https:\/\/\S+$/i.test(v)) return false;
  try {
    const url = new URL(v);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
};
const httpsLink = z.optional(text(LIMITS.url).check(z.refine((v) => v === "" || isHttpsLink(v), "link")));
const consent = z.literal("on", { error: "consent" });
/** Upload ids are 128 random bits in hex, made by the server. */
const fileIds = z.optional(z.array(z.string().check(z.regex(/^[0-9a-f]{32}$/, "files"))).check(z.maxLength(MAX_FILES, "files")));
const positiveUpTo = (max: number) => z.optional(z.number({ error: "number" }).check(z.positive("number"), z.maximum(max, "number")));

/** Today's date (YYYY-MM-DD) in UTC; a date on or after it is "not in the past" anywhere on Earth give or take a day. */
export function todayIso(now = new Date()): string {
  return new Date(now.getTime() - 14 * 3600_000).toISOString().slice(0, 10);
}
/** The latest day a call can be booked for (YYYY-MM-DD, UTC): the browser's date picker and the schema use it. */
export function latestCallDay(now = new Date()): string {
  return new Date(now.getTime() + CALL_MAX_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);
}
const isValidDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
/** Monday to Friday: calls are made on working days (public holidays are not known to the site). */
export function isWorkingDay(v: string): boolean {
  const weekday = new Date(`${v}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}
const futureDate = z.string({ error: "required" }).check(
  z.refine(isValidDay, "date"),
  z.refine((v) => !isValidDay(v) || v >= todayIso(), "datePast"),
);
const timeZone = z.string({ error: "required" }).check(
  z.trim(),
  z.minLength(1, "required"),
  z.maxLength(64, "tooLong"),
  z.refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "timeZone"),
);

export const quoteSchema = z.object({
  name: required(LIMITS.name),
  company: required(LIMITS.company),
  email,
  phone,
  country: required(LIMITS.place),
  city: required(LIMITS.place),
  siteAddress: optional(LIMITS.address),
  siteArea: positiveUpTo(10_000_000),
  projectType: choice(PROJECT_TYPES),
  deadline: z.optional(futureDate),
  // Revealed by the project type; none of them is required.
  lod: z.optional(choice(LODS)),
  modelingScope: someOf(MODELING_SCOPES),
  scale: z.optional(choice(SCALES)),
  sheets: someOf(SHEETS),
  tolerance: positiveUpTo(1000),
  frequency: z.optional(choice(FREQUENCIES)),
  facadeOutput: z.optional(choice(FACADE_OUTPUTS)),
  discipline: z.optional(choice(DISCIPLINES)),
  otherDetails: optional(LIMITS.text, { multiline: true }),
  // For every project type: the object and the scope in the visitor's words.
  description: optional(LIMITS.text, { multiline: true }),
  filesLink: httpsLink,
  fileIds,
  consent,
});

export const contactSchema = z.object({
  name: required(LIMITS.name),
  email,
  phone: z.optional(phone),
  company: optional(LIMITS.company),
  topic: z.optional(choice(CONTACT_TOPICS)),
  location: optional(LIMITS.place),
  services: someOf(SERVICE_INTERESTS),
  message: required(LIMITS.text, { multiline: true }),
  fileIds,
  consent,
});

export const callSchema = z.object({
  name: required(LIMITS.name),
  email,
  phone,
  company: optional(LIMITS.company),
  topic: choice(CALL_TOPICS),
  preferredDay: futureDate.check(
    z.refine((v) => !isValidDay(v) || v <= latestCallDay(), "dateTooFar"),
    // One message a day: a weekend day in the past or too far ahead is told that instead.
    z.refine((v) => !isValidDay(v) || v < todayIso() || v > latestCallDay() || isWorkingDay(v), "weekend"),
  ),
  timeWindow: choice(TIME_WINDOWS),
  timeZone,
  message: optional(LIMITS.short, { multiline: true }),
  consent,
});

/** Fields that belong to each project type; the others are dropped from a quote before it is stored. */
export const TYPE_FIELDS: Record<ProjectType, readonly (keyof z.infer<typeof quoteSchema>)[]> = {
  "scan-to-bim": ["lod", "modelingScope"],
  "scan-to-cad": ["scale", "sheets"],
  "as-built-reports": ["tolerance", "frequency"],
  "facade-survey": ["facadeOutput"],
  "industrial-plant-scanning": ["discipline"],
  "ship-yacht-scanning": [],
  "heritage-survey": [],
  "land-survey": [],
  "setting-out": [],
  "tree-survey": [],
  "drone-survey": [],
  other: ["otherDetails"],
};
const ALL_TYPE_FIELDS = new Set(Object.values(TYPE_FIELDS).flat());

/** A quote keeps only the extra fields of its own project type. */
export function keepTypeFields(quote: z.infer<typeof quoteSchema>): z.infer<typeof quoteSchema> {
  const own = new Set(TYPE_FIELDS[quote.projectType]);
  return Object.fromEntries(
    Object.entries(quote).filter(([key]) => !ALL_TYPE_FIELDS.has(key as never) || own.has(key as never)),
  ) as z.infer<typeof quoteSchema>;
}

/**
 * What the browser and the server do to a form's data before validating it: a quote keeps only the
 * extra fields of its chosen project type (hidden ones never block a submit), and numbers are read
 * as people write them: the site area as whole square metres whatever the thousands separator
 * ("12.500", "12 500", "12,500"), the tolerance with a decimal comma or point ("2,5" = "2.5").
 */
export function prepareFormData(kind: FormKind, data: FormData): FormData {
  if (kind !== "quote") return data;
  const prepared = new FormData();
  const type = String(data.get("projectType") ?? "") as ProjectType;
  const own = new Set<string>(TYPE_FIELDS[type] ?? []);
  for (const [name, value] of data.entries()) {
    if (ALL_TYPE_FIELDS.has(name as never) && !own.has(name)) continue;
    if (name === "siteArea" && typeof value === "string")
      prepared.append(name, /^[\d\s.,'’]+$/.test(value.trim()) ? value.replace(/\D/g, "") : value);
    else if (name === "tolerance" && typeof value === "string") prepared.append(name, value.trim().replace(",", "."));
    else prepared.append(name, value);
  }
  return prepared;
}

export const SCHEMAS = { quote: quoteSchema, contact: contactSchema, call: callSchema } satisfies Record<FormKind, z.ZodMiniType>;
export type FormValues<K extends FormKind> = z.infer<(typeof SCHEMAS)[K]>;
