import { useEffect, useState } from "react";
import type { FormCopy } from "~/leads/copy/types";
import { Choices, PersonFields, Select, TextArea, TextInput } from "./controls";
import type { LeadFields } from "./LeadForm";

/** Time zones offered in the picker: the visitor's own comes first (from the browser), then the ones our clients call from. */
const COMMON_ZONES = ["Europe/Budapest", "Europe/Istanbul", "Europe/Berlin", "Europe/Vienna", "Europe/London", "Asia/Dubai", "UTC"];

/** The call request: who to call, on what topic, which day and time window, in which time zone. */
export function CallFields({ fields, copy }: { fields: LeadFields; copy: FormCopy }) {
  const f = copy.fields;
  const o = copy.options;
  const opt = copy.common.optional;
  const [zones, setZones] = useState(COMMON_ZONES);
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && !COMMON_ZONES.includes(own)) setZones([own, ...COMMON_ZONES]);
    const select = document.getElementById(fields.timeZone.id);
    if (own && select instanceof HTMLSelectElement && !fields.timeZone.initialValue) select.value = own;
  }, [fields.timeZone.id, fields.timeZone.initialValue]);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields fields={fields} copy={f} optionalLabel={opt} />
      </div>
      <Select meta={fields.topic} copy={f.callTopic} optionalLabel={opt} options={o.callTopic} choose={f.callTopic.choose} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput meta={fields.preferredDay} copy={f.preferredDay} optionalLabel={opt} type="date" />
        <Select
          meta={fields.timeZone}
          copy={f.timeZone}
          optionalLabel={opt}
          options={Object.fromEntries(zones.map((zone) => [zone, zone.replace("_", " ")]))}
          choose={f.timeZone.label}
        />
      </div>
      <Choices meta={fields.timeWindow} copy={f.timeWindow} optionalLabel={opt} type="radio" options={o.timeWindow} />
      <TextArea meta={fields.message} copy={f.callMessage} optionalLabel={opt} rows={4} />
    </>
  );
}
