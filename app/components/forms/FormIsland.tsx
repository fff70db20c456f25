import type { FormActionResult, FormCopy, FormKind } from "~/leads";
import { CallFields } from "./CallFields";
import { FORM_ISLAND_ATTRIBUTE, FORM_ISLAND_PROPS_ATTRIBUTE } from "./island-attributes";
import { ContactFields } from "./ContactFields";
import { LeadForm, type ConsentLinks } from "./LeadForm";
import { QuoteFields } from "./QuoteFields";

/** Everything the form needs, in plain data: rendered once by the server, read back from the page by the browser. */
export interface FormIslandProps {
  kind: FormKind;
  copy: FormCopy;
  action: string;
  links: ConsentLinks;
  labels: Record<string, string>;
  defaultValue?: Record<string, string>;
  /** The call form's time zone until the browser names the visitor's own. */
  defaultZone: string;
  /** A refused post sent without JavaScript, shown as the page opens. */
  result?: FormActionResult;
}

/** One of the three lead forms, with its own fields. */
export function FormIsland({ kind, copy, action, links, labels, defaultValue, defaultZone, result }: FormIslandProps) {
  return (
    <LeadForm
      kind={kind}
      copy={copy}
      result={result}
      action={action}
      links={links}
      labels={labels}
      files={kind !== "call"}
      defaultValue={defaultValue}
      promise={copy.intro[kind].replyPromise}
    >
      {(fields) =>
        kind === "quote" ? (
          <QuoteFields fields={fields} copy={copy} />
        ) : kind === "contact" ? (
          <ContactFields fields={fields} copy={copy} />
        ) : (
          <CallFields fields={fields} copy={copy} defaultZone={defaultZone} pristine={result === undefined} />
        )
      }
    </LeadForm>
  );
}

/** The island in the server's HTML: the form's element, and beside it its props as JSON (data, never run). */
export function FormIslandHost(props: FormIslandProps) {
  // "<" is escaped so that no text in the props can close the script element.
  const json = JSON.stringify(props).replace(/</g, "\\u003c");
  return (
    <>
      <div {...{ [FORM_ISLAND_ATTRIBUTE]: "" }}>
        <FormIsland {...props} />
      </div>
      <script type="application/json" {...{ [FORM_ISLAND_PROPS_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}
