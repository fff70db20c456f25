import type { FormCopy } from "~/leads";
import { Choices, PersonFields, Select, TextArea, TextInput } from "./controls";
import type { LeadFields } from "./LeadForm";

/** The contact form: who is writing, about what, where the project is, which services, the message. */
export function ContactFields({ fields, copy }: { fields: LeadFields; copy: FormCopy }) {
  const f = copy.fields;
  const o = copy.options;
  const opt = copy.common.optional;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields fields={fields} copy={f} optionalLabel={opt} />
        <Select meta={fields.topic} copy={f.contactTopic} optionalLabel={opt} options={o.contactTopic} />
        <TextInput meta={fields.location} copy={f.location} optionalLabel={opt} />
      </div>
      <Choices meta={fields.services} copy={f.services} optionalLabel={opt} type="checkbox" options={o.services} columns={2} />
      <TextArea meta={fields.message} copy={f.message} optionalLabel={opt} rows={6} />
    </>
  );
}
