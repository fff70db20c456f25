import { useEffect, useMemo } from "react";
import { useBrowserValue } from "~/components/ui/use-hydrated";
import { type FormCopy, latestCallDay, todayIso } from "~/leads";
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

const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/** The call request: who to call, on what topic, which day and time window, in which time zone. */
export function CallFields({ fields, copy, defaultZone, pristine }: CallFieldsProps) {
  const f = copy.fields;
  const o = copy.options;
  const opt = copy.common.optional;
  const own = useBrowserValue(ownTimeZone);
  const zones = useMemo(
    () => (own && !(own in o.timeZones) ? { [own]: own.split("/").pop()!.replaceAll("_", " "), ...o.timeZones } : o.timeZones),
    [own, o.timeZones],
  );
  useEffect(() => {
    if (!own) return;
    const select = document.getElementById(fields.timeZone.id);
    if (pristine && select instanceof HTMLSelectElement && select.value === defaultZone) {
      // After the option exists: set it on the next frame.
      requestAnimationFrame(() => (select.value = own));
    }
  }, [own, fields.timeZone.id, defaultZone, pristine]);
  useEffect(() => {
    // Calls can be booked from today up to CALL_MAX_DAYS_AHEAD days ahead; the schema checks the same.
    const day = document.getElementById(fields.preferredDay.id);
    if (day instanceof HTMLInputElement) {
      day.min = todayIso();
      day.max = latestCallDay();
    }
  }, [fields.preferredDay.id]);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields fields={fields} copy={f} optionalLabel={opt} />
      </div>
      <Select meta={fields.topic} copy={f.callTopic} optionalLabel={opt} options={o.callTopic} choose={f.callTopic.choose} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput meta={fields.preferredDay} copy={f.preferredDay} optionalLabel={opt} type="date" />
        <Select meta={fields.timeZone} copy={f.timeZone} optionalLabel={opt} options={zones} choose={f.timeZone.choose} />
      </div>
      <Choices meta={fields.timeWindow} copy={f.timeWindow} optionalLabel={opt} type="radio" options={o.timeWindow} />
      <TextArea meta={fields.message} copy={f.callMessage} optionalLabel={opt} rows={4} />
    </>
  );
}
