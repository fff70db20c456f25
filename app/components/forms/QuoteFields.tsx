import { useEffect } from "react";
import { type FormCopy, PROJECT_TYPES, type ProjectType, todayIso } from "~/leads";
import { Choices, PersonFields, Select, TextArea, TextInput } from "./controls";
import type { LeadFields } from "./LeadForm";

/** The quote form's fields: the visitor, the site, the project type; each project type's extra fields show when it is chosen, by CSS, so also without JavaScript. */
export function QuoteFields({ fields, copy }: { fields: LeadFields; copy: FormCopy }) {
  const f = copy.fields;
  const o = copy.options;
  const opt = copy.common.optional;
  // The deadline's picker starts at today (set after loading: the page itself was built earlier).
  useEffect(() => {
    const deadline = document.getElementById(fields.deadline.id);
    if (deadline instanceof HTMLInputElement) deadline.min = todayIso();
  }, [fields.deadline.id]);
  const typeGroup = (type: ProjectType, children: React.ReactNode) => (
    <fieldset key={type} data-type-fields={type} className="rounded-lg border border-ink-200 bg-ink-50 p-5">
      <legend className="float-left mb-4 w-full font-semibold text-ink-900">
        {copy.typeDetailsLegend}: {o.projectType[type]}
      </legend>
      <div className="clear-both grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields fields={fields} copy={f} optionalLabel={opt} />
        <TextInput meta={fields.country} copy={f.country} optionalLabel={opt} autoComplete="country-name" />
        <TextInput meta={fields.city} copy={f.city} optionalLabel={opt} autoComplete="address-level2" />
        <TextInput
          meta={fields.siteAddress}
          copy={f.siteAddress}
          optionalLabel={opt}
          autoComplete="address-line1"
          className="sm:col-span-2"
        />
        <TextInput meta={fields.siteArea} copy={f.siteArea} optionalLabel={opt} inputMode="numeric" />
        <TextInput meta={fields.deadline} copy={f.deadline} optionalLabel={opt} type="date" />
      </div>
      <Select meta={fields.projectType} copy={f.projectType} optionalLabel={opt} options={o.projectType} choose={f.projectType.choose} />
      {PROJECT_TYPES.map((type) => {
        switch (type) {
          case "scan-to-bim":
            return typeGroup(
              type,
              <>
                <Select
                  meta={fields.lod}
                  copy={f.lod}
                  optionalLabel={opt}
                  options={{ "LOD 200": "LOD 200", "LOD 300": "LOD 300", "LOD 350": "LOD 350", "LOD 400": "LOD 400" }}
                  choose={f.lod.choose}
                />
                <Choices
                  meta={fields.modelingScope}
                  copy={f.modelingScope}
                  optionalLabel={opt}
                  type="checkbox"
                  options={o.modelingScope}
                  className="sm:col-span-2"
                />
              </>,
            );
          case "scan-to-cad":
            return typeGroup(
              type,
              <>
                <Select
                  meta={fields.scale}
                  copy={f.scale}
                  optionalLabel={opt}
                  options={{ "1:50": "1:50", "1:100": "1:100", "1:200": "1:200" }}
                  choose={f.scale.choose}
                />
                <Choices
                  meta={fields.sheets}
                  copy={f.sheets}
                  optionalLabel={opt}
                  type="checkbox"
                  options={o.sheets}
                  className="sm:col-span-2"
                />
              </>,
            );
          case "as-built-reports":
            return typeGroup(
              type,
              <>
                <TextInput meta={fields.tolerance} copy={f.tolerance} optionalLabel={opt} inputMode="decimal" />
                <Select meta={fields.frequency} copy={f.frequency} optionalLabel={opt} options={o.frequency} choose={f.frequency.choose} />
              </>,
            );
          case "facade-survey":
            return typeGroup(
              type,
              <Choices
                meta={fields.facadeOutput}
                copy={f.facadeOutput}
                optionalLabel={opt}
                type="radio"
                options={o.facadeOutput}
                className="sm:col-span-2"
              />,
            );
          case "industrial-plant-scanning":
            return typeGroup(
              type,
              <Choices
                meta={fields.discipline}
                copy={f.discipline}
                optionalLabel={opt}
                type="radio"
                options={o.discipline}
                columns={2}
                className="sm:col-span-2"
              />,
            );
          // The new types, and "Other", have no extra fields: the description below, shown for every type, says it all.
          default:
            return null;
        }
      })}
      <TextArea meta={fields.description} copy={f.description} optionalLabel={opt} />
    </>
  );
}
