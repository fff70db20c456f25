import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { HTMLInputAutoCompleteAttribute } from "react";
import { type FieldCopy, type FormCopy, hasCountryCode } from "~/leads";
import { CHOICE_CLASS, CONTROL_CLASS, FieldShell } from "./Field";

/** Any field of any of the three forms. */
export type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** Every control needs its field's metadata, its words, and the word for "optional". */
interface ControlProps {
  meta: AnyField;
  copy: FieldCopy;
  optionalLabel: string;
  className?: string;
  hint?: string;
}

const shell = ({ meta, copy, optionalLabel, className, hint }: ControlProps) => ({
  hint,
  id: meta.id,
  copy,
  optionalLabel,
  className,
  required: meta.required,
  errors: meta.errors,
  errorId: meta.errorId,
  descriptionId: meta.descriptionId,
});

const described = (meta: AnyField, copy: FieldCopy) => (copy.help ? { ariaDescribedBy: meta.descriptionId } : {});

type TextType = "text" | "email" | "tel" | "number" | "date" | "url";

export function TextInput(
  props: ControlProps & { type?: TextType; autoComplete?: HTMLInputAutoCompleteAttribute; inputMode?: "numeric" | "decimal"; min?: string },
) {
  const { meta, copy, type = "text", autoComplete, inputMode, min } = props;
  const { key, ...input } = getInputProps(meta, { type, ...described(meta, copy) });
  return (
    <FieldShell {...shell(props)}>
      <input
        key={key}
        {...input}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        placeholder={copy.placeholder}
        className={CONTROL_CLASS}
      />
    </FieldShell>
  );
}

export function TextArea(props: ControlProps & { rows?: number }) {
  const { meta, copy, rows = 5 } = props;
  const { key, ...textarea } = getTextareaProps(meta, described(meta, copy));
  return (
    <FieldShell {...shell(props)}>
      <textarea key={key} {...textarea} rows={rows} className={`${CONTROL_CLASS} min-h-32`} />
    </FieldShell>
  );
}

/** A select; `choose` is the empty first option (left out where one answer is the natural default). */
export function Select(props: ControlProps & { options: Record<string, string>; choose?: string }) {
  const { meta, copy, options, choose } = props;
  const { key, ...select } = getSelectProps(meta, described(meta, copy));
  return (
    <FieldShell {...shell(props)}>
      <select key={key} {...select} className={`${CONTROL_CLASS} pr-10`}>
        {choose !== undefined && <option value="">{choose}</option>}
        {Object.entries(options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Checkboxes (several answers) or radios (one answer) in a fieldset with a legend. */
export function Choices(props: ControlProps & { type: "checkbox" | "radio"; options: Record<string, string>; columns?: 2 | 3 }) {
  const { meta, type, options, columns = 3 } = props;
  const grid = columns === 2 ? "sm:grid-cols-2" : "sm:grid-cols-3";
  return (
    <FieldShell {...shell(props)} group>
      <div className={`mt-2 grid gap-2 ${grid}`}>
        {getCollectionProps(meta, { type, options: Object.keys(options) }).map(({ key, ...input }) => (
          <label key={key} className={CHOICE_CLASS}>
            <input {...input} className="size-5 shrink-0 accent-ink-900" />
            <span>{options[input.value]}</span>
          </label>
        ))}
      </div>
    </FieldShell>
  );
}

/** Who is asking: the same four fields, in the same order, on every form (inside the form's two-column grid). */
export function PersonFields({
  fields,
  copy,
  optionalLabel,
}: {
  fields: Record<string, AnyField>;
  copy: FormCopy["fields"];
  optionalLabel: string;
}) {
  // Staff see the number as typed; a number without a country code only gets a hint.
  const phone = fields.phone.value;
  return (
    <>
      <TextInput meta={fields.name} copy={copy.name} optionalLabel={optionalLabel} autoComplete="name" />
      <TextInput meta={fields.company} copy={copy.company} optionalLabel={optionalLabel} autoComplete="organization" />
      <TextInput meta={fields.email} copy={copy.email} optionalLabel={optionalLabel} type="email" autoComplete="email" />
      <TextInput
        meta={fields.phone}
        copy={copy.phone}
        optionalLabel={optionalLabel}
        type="tel"
        autoComplete="tel"
        hint={typeof phone === "string" && phone.trim() !== "" && !hasCountryCode(phone) ? copy.phone.noCountryCode : undefined}
      />
    </>
  );
}
