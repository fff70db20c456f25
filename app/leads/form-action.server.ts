import { parseWithZod } from "@conform-to/zod/v4";
import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MaxFileSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { data, redirectDocument, type RouterContextProvider } from "react-router";
import type { Lang } from "../i18n/languages.ts";
import { confirmationPath } from "../i18n/paths.ts";
import { FORM_PAGES } from "../site/route-table.ts";
import { CONSENT_REVISION } from "./consent.ts";
import { copyFor } from "./copy/copy.server.ts";
import type { FormCopy } from "./copy/types.ts";
import { MAX_FILES, MAX_TOTAL_BYTES } from "./file-limits.ts";
import { clientAddress } from "./client-address.server.ts";
import { budgetKey, isCrossSiteRequest, MIN_FILL_MS } from "./guards.server.ts";
import { errorFormatter } from "./form-errors.ts";
import { ELAPSED_FIELD, HONEYPOT_FIELD } from "./form-fields.ts";
import { describeError } from "../observability/log-safe.server.ts";
import { logEvent } from "../observability/log.server.ts";
import { countUnclaimedRefusal, isDiskFull, metrics } from "../observability/metrics.server.ts";
import { keepTypeFields, prepareFormData, SCHEMAS, type FormLevelError } from "./schemas.ts";
import { BUSY_RETRY_SECONDS, leadServiceFromEnv } from "./service.server.ts";
import { ClaimError } from "./repository.server.ts";
import { newReference } from "./reference.server.ts";
import { UPLOAD_REFUSAL_STATUS, UploadError, type FormActionResult, type FormKind, type StoredFile, type UploadRefusal } from "./types.ts";

/** Field names the server reads besides the schema's: the honeypot and the fill time. */
export { ELAPSED_FIELD, HONEYPOT_FIELD } from "./form-fields.ts";
/** The no-JavaScript file input: its files travel with the form. */
export const FILES_FIELD = "files";

/** Form fields are short: the whole body is the 10 MB of files plus this. */
const FIELDS_ALLOWANCE = 256 * 1024;

function formErrorResult(message: string, status: number, files: StoredFile[] = [], headers: Record<string, string> = {}) {
  return data<FormActionResult>(
    { status: "error", result: { status: "error", error: { "": [message] } }, formError: message, files },
    { status, headers },
  );
}

/** What the form's route hands over: the request, and the router context that carries the visitor's address. */
export interface FormPost {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * Handles a post of one of the three forms: refuses cross-site posts and bursts, reads the body with
 * hard size limits (files stream to disk, checked for type and content), validates it with the
 * form's schema, then stores the submission (row and files in one commit) before answering success.
 * Every refusal is an answer in the visitor's language next to the field or above the form; none is a 500.
 */
export async function handleFormPost({ request, context }: FormPost, kind: FormKind, lang: Lang) {
  const copy = copyFor(lang);
  if (request.method !== "POST") return formErrorResult(copy.formErrors.crossSite, 405);
  if (isCrossSiteRequest(request)) return formErrorResult(copy.formErrors.crossSite, 403);
  const service = leadServiceFromEnv();
  const ip = clientAddress(context);
  const visitor = budgetKey(ip);
  const budget = await service.limits.posts.take(visitor);
  if (!budget.allowed) {
    metrics.refusals.inc({ reason: "posts-rate" });
    return data<FormActionResult>(
      {
        status: "error",
        result: { status: "error", error: { "": [copy.formErrors.rateLimited] } },
        formError: copy.formErrors.rateLimited,
      },
      { status: 429, headers: { "Retry-After": String(budget.retryAfter) } },
    );
  }

  // Only the two encodings a form sends are read; anything else (JSON, plain text) is not a form.
  if (!isFormEncoding(request.headers.get("content-type"))) return formErrorResult(copy.formErrors.encoding, 415);

  // A post holds its files in memory while it is parsed: only so many are read at once, and one
  // that waited its turn too long is asked to come back (nothing of it was read or kept).
  const release = await service.inFlight.posts.acquire();
  if (!release) {
    metrics.refusals.inc({ reason: "busy" });
    return formErrorResult(copy.formErrors.serverBusy, 503, [], { "Retry-After": String(BUSY_RETRY_SECONDS) });
  }
  try {
    return await readAndStore(request, { kind, lang, ip, visitor });
  } catch (error) {
    // A post the visitor abandoned has no one to answer (and is not logged).
    if (request.signal.aborted) throw error;
    // The store or the disk failed while the post was read: the visitor is asked to send again, and
    // the log says what failed, never with what (a database error can quote the visitor's answers).
    notStored(kind, error);
    return formErrorResult(copy.formErrors.serverBusy, 503, [], { "Retry-After": String(BUSY_RETRY_SECONDS) });
  } finally {
    release();
  }
}

/** Reads a form post's body (its files stored as they arrive), validates it and stores the submission. */
async function readAndStore(request: Request, { kind, lang, ip, visitor }: { kind: FormKind; lang: Lang; ip: string; visitor: string }) {
  const copy = copyFor(lang);
  const service = leadServiceFromEnv();
  const uploaded: StoredFile[] = [];
  /** Files that came with a refused post are not kept (a removal that fails is left to the daily sweep). */
  const discardUploads = () => Promise.all(uploaded.map((f) => service.files.remove(f.id).catch(() => undefined)));
  let refusedFile: { message: string; reason: UploadRefusal } | undefined;
  let refusedTooLarge = false;
  let sawFile = false;
  let formData: FormData;
  try {
    formData = await parseFormData(
      request,
      {
        maxFiles: MAX_FILES,
        maxFileSize: MAX_TOTAL_BYTES,
        maxTotalSize: MAX_TOTAL_BYTES + FIELDS_ALLOWANCE,
        maxHeaderSize: 8 * 1024,
        maxParts: 120,
      },
      async (file: FileUpload) => {
        if (file.fieldName !== FILES_FIELD || (file.name === "" && file.size === 0)) return null;
        sawFile = true;
        const remaining = MAX_TOTAL_BYTES - uploaded.reduce((sum, f) => sum + f.size, 0);
        try {
          const options = { name: file.name, type: file.type, size: file.size, remaining, owner: visitor };
          const saved = await service.files.save(file.stream(), options);
          metrics.uploadBytes.inc({ via: "form" }, saved.size);
          uploaded.push(saved);
        } catch (error) {
          if (!(error instanceof UploadError)) throw error;
          countUnclaimedRefusal(error.reason);
          if (error.reason === "too-large") refusedTooLarge = true;
          refusedFile ??= { message: `${file.name}: ${copy.files.refused[error.reason]}`, reason: error.reason };
        }
        return null;
      },
    );
  } catch (error) {
    await discardUploads();
    const refusal = parseRefusal(error, copy, sawFile);
    if (!refusal) throw error;
    return formErrorResult(refusal.message, refusal.status);
  }

  // Files over 10 MB together are refused as a whole, as the browser does: none of them is kept.
  if (refusedTooLarge) {
    await discardUploads();
    return formErrorResult(copy.files.tooLarge, 413);
  }

  // A filled honeypot is a robot: it sees the same confirmation, with a reference stored nowhere, and nothing is kept.
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") {
    await discardUploads();
    return confirmed(kind, lang, newReference(kind, new Date()), Object.fromEntries(formData));
  }

  // Files sent with the form join those uploaded beforehand; both are claimed by the submission.
  for (const file of uploaded) formData.append("fileIds", file.id);
  const schema = SCHEMAS[kind];
  const submission = parseWithZod(prepareFormData(kind, formData), { schema, formatError: errorFormatter(copy.errors) });
  const elapsed = Number(formData.get(ELAPSED_FIELD));
  const level: FormLevelError | undefined = Number.isFinite(elapsed) && elapsed > 0 && elapsed < MIN_FILL_MS ? "tooFast" : undefined;

  if (submission.status !== "success" || level || refusedFile) {
    const formError = level ? copy.formErrors[level] : refusedFile?.message;
    return data<FormActionResult>(
      { status: "error", result: submission.reply(formError ? { formErrors: [formError] } : undefined), formError, files: uploaded },
      { status: refusedFile ? UPLOAD_REFUSAL_STATUS[refusedFile.reason] : 400 },
    );
  }

  const fields = kind === "quote" ? keepTypeFields(submission.value as never) : submission.value;
  const { fileIds = [], consent: _consent, ...rest } = fields as Record<string, unknown> & { fileIds?: string[]; consent?: string };
  try {
    const { ref } = await service.submit({
      kind,
      lang,
      fields: rest,
      fileIds,
      ip,
      // The schema let the post through only with the box ticked: this is the proof of that consent.
      consent: { revision: CONSENT_REVISION, lang },
    });
    return confirmed(kind, lang, ref, rest);
  } catch (error) {
    if (error instanceof ClaimError) {
      const message = error.reason === "too-large" ? copy.files.tooLarge : copy.formErrors.uploadsMissing;
      return data<FormActionResult>(
        { status: "error", result: submission.reply({ formErrors: [message] }), formError: message, files: [] },
        { status: 400 },
      );
    }
    notStored(kind, error);
    return formErrorResult(copy.formErrors.serverBusy, 503, uploaded);
  }
}

/** Says in the log and the metrics that a post was not stored: by the error's class and code, never its message. */
function notStored(kind: FormKind, error: unknown) {
  const cause = isDiskFull(error) ? "disk-full" : "other";
  metrics.leadsNotStored.inc({ what: "lead", cause });
  logEvent(`lead not stored (${kind}): ${describeError(error)}`, {
    event: "lead-not-stored",
    level: "error",
    form: kind,
    cause,
    error: describeError(error),
  });
}

/**
 * The answer to an accepted post: a 303 to the form's confirmation, which a reload, Back and Forward
 * keep. Its query holds the reference and, for a call, the chosen slot; never what identifies the
 * visitor. With script the router loads it as a new document, as the browser does without.
 */
function confirmed(kind: FormKind, lang: Lang, ref: string, fields: Record<string, unknown>) {
  const query = new URLSearchParams({ ref });
  if (kind === "call") {
    for (const [name, field] of [
      ["day", "preferredDay"],
      ["window", "timeWindow"],
      ["zone", "timeZone"],
    ] as const) {
      const value = fields[field];
      if (typeof value === "string" && value !== "") query.set(name, value);
    }
  }
  return redirectDocument(`${confirmationPath(FORM_PAGES[kind], lang)}?${query.toString()}`, 303);
}

const FORM_ENCODINGS = ["multipart/form-data", "application/x-www-form-urlencoded"];

function isFormEncoding(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  return FORM_ENCODINGS.includes(type);
}

/**
 * What was wrong with a body the parser gave up on; undefined when the error is not the body's
 * fault. Each limit has its own words: too many files is not "too large", a body too long without
 * any file is about the answers, and a damaged body is not a file that "could not be attached".
 * One part over the 10 MB a file may have is a file too large: the parser refuses it while reading
 * it, before the upload handler sees it (no field a form has comes near that size).
 */
function parseRefusal(error: unknown, copy: FormCopy, sawFile: boolean): { message: string; status: number } | undefined {
  if (error instanceof MaxFilesExceededError) return { message: copy.files.tooMany, status: 413 };
  if (error instanceof MaxFileSizeExceededError) return { message: copy.files.tooLarge, status: 413 };
  if (error instanceof MaxTotalSizeExceededError) {
    return { message: sawFile ? copy.files.tooLarge : copy.formErrors.tooLong, status: 413 };
  }
  if (error instanceof MaxPartsExceededError) return { message: copy.formErrors.tooManyFields, status: 413 };
  if (error instanceof FormDataParseError || error instanceof MultipartParseError || error instanceof TypeError) {
    return { message: copy.formErrors.malformed, status: 400 };
  }
  return undefined;
}
