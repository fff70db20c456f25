import type { ReactNode } from "react";
import type { FieldCopy } from "~/leads";

interface FieldShellProps {
  id: string;
  copy: FieldCopy;
  required?: boolean;
  optionalLabel: string;
  errors?: string[];
  errorId: string;
  descriptionId: string;
  /** A group of options gets a fieldset and legend instead of a label. */
  group?: boolean;
  /** A non-blocking hint under the help text (never an error: the answer is accepted as it is). */
  hint?: string;
  className?: string;
  children: ReactNode;
}

/** The one shape of every form field: label (or legend), the control, help text, then the error in the visitor's language. */
export function FieldShell({
  id,
  copy,
  required,
  optionalLabel,
  errors,
  errorId,
  descriptionId,
  group,
  hint,
  className = "",
  children,
}: FieldShellProps) {
  const labelText = (
    <>
      {copy.label}
      {required ? (
        <span aria-hidden="true" className={REQUIRED_MARK_CLASS}>
          *
        </span>
      ) : (
        <span className="ml-1.5 text-sm font-normal text-ink-500">({optionalLabel})</span>
      )}
    </>
  );
  const below = (
    <>
      {copy.help && (
        <p id={descriptionId} className="mt-1.5 text-sm text-ink-600">
          {copy.help}
        </p>
      )}
      {hint && !errors?.length && (
        <p className="mt-1.5 text-sm font-medium text-ink-800" role="status" data-field-hint>
          {hint}
        </p>
      )}
      {errors && errors.length > 0 && (
        <p id={errorId} className="mt-1.5 flex gap-1.5 text-sm font-medium text-danger-700">
          {errors[0]}
        </p>
      )}
    </>
  );
  if (group) {
    return (
      <fieldset
        id={id}
        tabIndex={-1}
        className={`scroll-mt-40 ${className}`}
        aria-describedby={errors?.length ? errorId : copy.help ? descriptionId : undefined}
      >
        <legend className="font-medium text-ink-900">{labelText}</legend>
        {children}
        {below}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-ink-900">
        {labelText}
      </label>
      <div className="mt-1.5">{children}</div>
      {below}
    </div>
  );
}

/** The asterisk of a required answer: the same red on every field, the consent box included. */
export const REQUIRED_MARK_CLASS = "ml-0.5 text-danger-700";

/** Shared look of text inputs, selects and text areas; invalid ones get a red border. */
export const CONTROL_CLASS =
  "block min-h-12 scroll-mt-40 w-full rounded-md border border-ink-300 bg-white px-3.5 py-2.5 text-base text-ink-950 shadow-xs placeholder:text-ink-400 hover:border-ink-500 focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-signal-600 aria-[invalid=true]:border-danger-600";

/** Checkboxes and radios: a large target with the label beside it. */
export const CHOICE_CLASS =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-ink-200 px-3.5 py-2 hover:border-ink-500 has-[:checked]:border-ink-900 has-[:checked]:bg-ink-50";
