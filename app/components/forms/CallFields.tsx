import { useEffect, useState } from "react";
import type { FormCopy } from "~/leads/copy/types";
import { TIME_ZONES, todayIso } from "~/leads/schemas";
import { Choices, PersonFields, Select, TextArea, TextInput } from "./controls";
import type { LeadFields } from "./LeadForm";

interface CallFieldsProps {
  fields: LeadFields;
  copy: FormCopy;
  /** The zone preselected from the page's language, replaced by the visitor's own once the browser tells it. */
  defaultZone: string;
  /** False once the form came back from the server: the visitor's answers then stay as they were. */
  pristine: boolean;
}

/** The call request: who to call, on what topic, which day and time window, in which time zone. */
export function CallFields({ fields, copy, defaultZone, pristine }: CallFieldsProps) {
  const f = copy.fields;
  const o = copy.options;
  const opt = copy.common.optional;
  const [zones, setZones] = useState<Record<string, string>>(o.timeZones);
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!own) return;
    if (!(own in o.timeZones)) setZones({ [own]: own.split("/").pop()!.replaceAll("_", " "), ...o.timeZones });
    const select = document.getElementById(fields.timeZone.id);
    if (pristine && select instanceof HTMLSelectElement && select.value === defaultZone) {
      // After the option exists: set it on the next frame.
      requestAnimationFrame(() => (select.value = own));
    }
    // Calls can be booked from today up to three months ahead.
    const day = document.getElementById(fields.preferredDay.id);
    if (day instanceof HTMLInputElement) {
      day.min = todayIso();
      day.max = new Date(Date.now() + 91 * 86_400_000).toISOString().slice(0, 10);
    }
  }, [fields.timeZone.id, fields.preferredDay.id, defaultZone, pristine, o.timeZones]);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields fields={fields} copy={f} optionalLabel={opt} />
      </div>
      <Select meta={fields.topic} copy={f.callTopic} optionalLabel={opt} options={o.callTopic} choose={f.callTopic.choose} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput meta={fields.preferredDay} copy={f.preferredDay} optionalLabel={opt} type="date" />
        <Select meta={fields.timeZone} copy={f.timeZone} optionalLabel={opt} options={zones} />
      </div>
      <Choices meta={fields.timeWindow} copy={f.timeWindow} optionalLabel={opt} type="radio" options={o.timeWindow} />
      <TextArea meta={fields.message} copy={f.callMessage} optionalLabel={opt} rows={4} />
    </>
  );
}
