import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import {
  ELAPSED_FIELD,
  type FormActionResult,
  type FormCopy,
  type FormKind,
  HONEYPOT_FIELD,
  SCHEMAS,
  type StoredFile,
  errorFormatter,
  prepareFormData,
} from "~/leads";
import { TextInput, type AnyField } from "./controls";
import { FileUploads } from "./FileUploads";
import { REQUIRED_MARK_CLASS } from "./Field";
import { useLeadSubmit } from "./use-lead-submit";
import { Icon } from "~/components/ui/icons";

export type LeadFields = Record<string, AnyField>;

interface LeadFormProps {
  kind: FormKind;
  copy: FormCopy;
  result: FormActionResult | undefined;
  /** The page the form posts to: its own address, without a trailing slash or fragment. */
  action: string;
  /** The addresses of the privacy policy and the terms, in the page's language. */
  links: ConsentLinks;
  defaultValue?: Record<string, string>;
  /** Field labels for the error summary, by field name. */
  labels: Record<string, string>;
  /** Whether the form takes files. */
  files?: boolean;
  /** When the visitor hears back, said beside the submit button. */
  promise: string;
  children: (fields: LeadFields) => ReactNode;
}

/**
 * The frame every lead form shares: validation with the form's schema as the visitor types and again
 * on the server, an error summary that takes focus, the honeypot, the consent, uploads, the submit
 * button (disabled while files upload). An accepted post is redirected to the form's confirmation page.
 */
export function LeadForm({
  kind,
  copy,
  result: initialResult,
  action,
  links,
  defaultValue,
  labels,
  files = false,
  promise,
  children,
}: LeadFormProps) {
  const schema = SCHEMAS[kind];
  const formatError = useMemo(() => errorFormatter(copy.errors), [copy.errors]);
  const { result, submitting, submit } = useLeadSubmit(action, initialResult, copy.formErrors.serverBusy);
  const [form, fields] = useForm({
    id: `${kind}-form`,
    lastResult: result?.status === "error" ? result.result : undefined,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(prepareFormData(kind, formData), { schema, formatError }),
    // Valid in the browser: the server checks it again and answers in JSON (use-lead-submit).
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void submit(formData);
    },
  });
  const [uploading, setUploading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const mountedAt = useRef(0);
  useEffect(() => {
    mountedAt.current = Date.now();
  }, []);

  const errors = Object.entries(form.allErrors).filter(([name, messages]) => name !== "" && messages.length > 0);
  const formError = (result?.status === "error" ? result.formError : undefined) ?? form.errors?.[0];
  const showSummary = (attempt > 0 || result?.status === "error") && (errors.length > 0 || formError !== undefined);

  // After a submit with mistakes, focus goes to the summary (not to the first field), so that the
  // visitor hears how many answers need attention and can jump to each.
  useEffect(() => {
    if (showSummary) summary.current?.focus();
  }, [attempt, result]); // eslint-disable-line react-hooks/exhaustive-deps

  const formProps = getFormProps(form);
  return (
    <form
      method="post"
      encType="multipart/form-data"
      // Posts back to this page. No fragment: a page opened at a fragment ignores autofocus, and the
      // answer focuses its summary (or the confirmation page's heading).
      action={action}
      {...formProps}
      onSubmit={(event) => {
        // Conform also submits to validate a field (its submitter is named "__intent__"); only the
        // visitor's own submit counts as an attempt that moves focus to the summary.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.getAttribute("name") !== "__intent__") {
          const elapsed = event.currentTarget.elements.namedItem(ELAPSED_FIELD);
          if (elapsed instanceof HTMLInputElement) elapsed.value = String(Date.now() - mountedAt.current);
          setAttempt((n) => n + 1);
        }
        formProps.onSubmit(event);
      }}
      className="relative grid scroll-mt-32 grid-cols-1 gap-6"
    >
      {showSummary && (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          // Sent back by the server (a post without JavaScript): the browser focuses it as the page opens.
          autoFocus={result?.status === "error"}
          className="rounded-lg border-2 border-danger-600 bg-danger-50 p-5"
          data-error-summary
        >
          <h2 className="text-lg font-semibold text-danger-700">{copy.common.errorSummaryTitle}</h2>
          {formError && <p className="mt-2 text-ink-900">{formError}</p>}
          {errors.length > 0 && (
            <>
              <p className="mt-2 text-ink-900">{copy.common.errorSummaryIntro}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {errors.map(([name, messages]) => {
                  // "fileIds[0]" and "services[1]" belong to their list's field.
                  const field = name.replace(/\[\d+\]$/, "");
                  return (
                    <li key={name}>
                      <a href={`#${field === "fileIds" ? "file-uploads" : (fields[field]?.id ?? form.id)}`} className="link font-medium">
                        {labels[field] ?? field}: {messages[0]}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      )}

      <p className="text-sm text-ink-600">{copy.common.requiredNote}</p>

      {children(fields as LeadFields)}

      {files && (
        <FileUploads
          copy={copy.files}
          largeFiles={kind === "quote" ? copy.files.largeByLink : copy.files.largeInMessage}
          optionalLabel={copy.common.optional}
          initial={filesOf(result)}
          onPendingChange={setUploading}
        />
      )}
      {/* Point clouds and large plan sets go by link: the upload limit stays 10 MB (M2). */}
      {kind === "quote" && (
        <TextInput meta={fields.filesLink as AnyField} copy={copy.fields.filesLink} optionalLabel={copy.common.optional} type="url" />
      )}

      <Consent copy={copy} meta={fields.consent} links={links} />

      <Honeypot label={copy.common.honeypot} />
      <input type="hidden" name={ELAPSED_FIELD} defaultValue="" />

      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          className="btn-laser min-h-12 px-7 disabled:cursor-not-allowed disabled:opacity-60"
          disabled={uploading || submitting}
        >
          {submitting ? copy.common.sending : copy.common.submit[kind]}
        </button>
        {uploading ? (
          <p role="status" className="text-sm font-medium text-ink-700" data-uploads-pending>
            {copy.files.waitForUploads}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-ink-600">
            <Icon name="clock" className="size-4 shrink-0" />
            {promise}
          </p>
        )}
      </div>
    </form>
  );
}

/**
 * A trap for robots: hidden from people, screen readers and the keyboard, and named so that no
 * autofill recognises it (a filled trap is answered with a fake success and nothing is kept).
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden" data-honeypot>
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

function filesOf(result: FormActionResult | undefined): StoredFile[] {
  return result?.status === "error" ? (result.files ?? []) : [];
}

export interface ConsentLinks {
  privacy: string;
  terms: string;
}

/** The consent box and, beside it but not part of its label, the line that links the privacy policy and the terms. */
export function Consent({ copy, meta, links }: { copy: FormCopy; meta: AnyField; links: ConsentLinks }) {
  const invalid = (meta.errors?.length ?? 0) > 0;
  const info = copy.common.consent.info;
  const infoId = `${meta.id}-info`;
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          id={meta.id}
          name={meta.name}
          form={meta.formId}
          type="checkbox"
          value="on"
          required
          defaultChecked={meta.initialValue === "on"}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${meta.errorId} ${infoId}` : infoId}
          className="mt-0.5 size-5 shrink-0 accent-ink-900"
        />
        <span className="text-ink-800">
          {copy.common.consent.label}
          <span aria-hidden="true" className={REQUIRED_MARK_CLASS}>
            *
          </span>
        </span>
      </label>
      {invalid && (
        <p id={meta.errorId} className="mt-1.5 pl-8 text-sm font-medium text-danger-700">
          {meta.errors?.[0]}
        </p>
      )}
      {/* Information, not part of what is consented to: where the policy and the terms are. */}
      <p id={infoId} className="mt-1.5 pl-8 text-sm text-ink-700" data-consent-info>
        {info.before}
        <a href={links.privacy} className="link">
          {info.privacy}
        </a>
        {info.middle}
        <a href={links.terms} className="link">
          {info.terms}
        </a>
        {info.after}
      </p>
    </div>
  );
}
