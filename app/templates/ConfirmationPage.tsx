import type { ReactNode } from "react";
import { PageLink } from "~/components/ui/PageLink";
import { Icon } from "~/components/ui/icons";
import type { FormCopy, FormKind } from "~/leads";
import { phoneText, telHref } from "~/site/company";
import type { FormPageKey } from "~/site/route-table";

interface ConfirmationPageProps {
  kind: FormKind;
  formPage: FormPageKey;
  ref: string;
  words: FormCopy["success"];
  /** The chosen call slot in the page's language, when the query held a valid one. */
  slot?: string;
  /** The nearest office, which answers. */
  office: { email: string; phone: string };
}

/**
 * A sent form's confirmation: the reference large and selectable at one click, then what happens
 * next, who answers and from where, a way back to the empty form and the line for anything urgent.
 * The heading takes focus as the page opens, so a screen reader starts there (it is not a control,
 * so it shows no focus ring).
 */
export function ConfirmationPage({ kind, formPage, ref, words, slot, office }: ConfirmationPageProps) {
  const mail = (
    <a href={`mailto:${office.email}`} className="link font-medium">
      {office.email}
    </a>
  );
  return (
    <section aria-labelledby="confirmation-heading" className="bg-ink-50">
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-3xl rounded-xl bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10" data-confirmation>
          <Icon name="circle-check" className="size-10 text-success-700" />
          <h1
            id="confirmation-heading"
            tabIndex={-1}
            autoFocus
            className="mt-4 text-h2 font-semibold text-balance text-ink-950 outline-none"
          >
            {words.title}
          </h1>

          <div className="mt-8 rounded-lg bg-ink-50 p-5 ring-1 ring-ink-200">
            <p className="text-sm font-medium text-ink-700">{words.reference}</p>
            <p className="mt-1 text-3xl font-semibold tracking-wide text-ink-950 tabular-nums select-all sm:text-4xl" data-reference>
              {ref}
            </p>
            <p className="mt-2 text-sm text-ink-700">{words.referenceHint}</p>
          </div>

          <h2 className="mt-10 text-h3 font-semibold text-ink-950">{words.nextHeading}</h2>
          <ul className="mt-4 grid gap-3" data-next-steps>
            <Step icon="clock">{words.next[kind]}</Step>
            {slot && (
              <Step icon="calendar">
                <span data-call-slot>
                  <span className="font-medium">{words.slotLabel}:</span> {slot}
                </span>
              </Step>
            )}
            <Step icon="users">{withEmail(words.who, mail)}</Step>
            <Step icon="mail">{words.mailCopy}</Step>
            {kind === "quote" && <Step icon="shield">{words.nda}</Step>}
          </ul>

          <div className="mt-10 flex flex-col gap-6 border-t border-ink-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
            <PageLink to={formPage} className="btn-outline min-h-12 self-start px-6">
              {words.another}
            </PageLink>
            <div className="text-sm text-ink-700">
              <p>{words.urgent}</p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                <a href={telHref(office.phone)} className="link inline-flex min-h-6 items-center font-medium">
                  {phoneText(office.phone)}
                </a>
                {mail}
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

function Step({ icon, children }: { icon: Parameters<typeof Icon>[0]["name"]; children: ReactNode }) {
  return (
    <li className="flex min-w-0 gap-3 text-ink-800">
      <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-signal-600" />
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/** A sentence with its {{email}} written as the link. */
function withEmail(text: string, link: ReactNode): ReactNode {
  const [before, after = ""] = text.split("{{email}}");
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
