import type { ReactNode } from "react";
import { FormIslandHost } from "~/components/forms/FormIsland";
import type { ConsentLinks } from "~/components/forms/LeadForm";
import { localizedPath } from "~/i18n/paths";
import { OfficeCards } from "~/components/sections/OfficeCards";
import { PageIntro } from "~/components/sections/PageIntro";
import {
  CALL_POINTS,
  QUOTE_POINTS,
  type CallTopic,
  type ContactTopic,
  type FormActionResult,
  type FormCopy,
  type FormKind,
  type ProjectType,
} from "~/leads";
import type { Lang } from "~/i18n/languages";
import type { PageData } from "./page-data.server";
import { Icon } from "~/components/ui/icons";

interface FormPageProps {
  page: PageData;
  kind: FormKind;
  copy: FormCopy;
  topic?: ContactTopic;
  /** Preselected by `?topic=` on the call form. */
  callTopic?: CallTopic;
  /** Preselected by `?type=` on the quote form. */
  projectType?: ProjectType;
  result?: FormActionResult;
  /** The page's own address, which the form posts to. */
  action: string;
}

/** Where a caller most likely is, by the page's language, until the browser says otherwise. */
const ZONE_BY_LANG: Record<Lang, string> = { en: "Europe/London", tr: "Europe/Istanbul", hu: "Europe/Budapest", de: "Europe/Berlin" };

/** The privacy policy and the terms that the consent line links, in the page's language. */
export function consentLinks(lang: Lang): ConsentLinks {
  return { privacy: localizedPath("privacy", lang), terms: localizedPath("terms", lang) };
}

/** Labels for the error summary, by field name. */
function labelsOf(copy: FormCopy, kind: FormKind): Record<string, string> {
  const f = copy.fields;
  const labels: Record<string, string> = Object.fromEntries(Object.entries(f).map(([name, field]) => [name, field.label]));
  labels.consent = copy.common.consentLabel;
  labels.fileIds = copy.files.label;
  if (kind === "contact") labels.topic = f.contactTopic.label;
  if (kind === "call") Object.assign(labels, { topic: f.callTopic.label, message: f.callMessage.label });
  return labels;
}

/** The three lead pages: get a quote, contact (with both offices) and talk to an expert. */
/** The answers a form starts with: the topic or project type the visitor's button named, the caller's likely time zone. */
function defaultsOf(
  kind: FormKind,
  lang: Lang,
  { topic, callTopic, projectType }: Pick<FormPageProps, "topic" | "callTopic" | "projectType">,
): Record<string, string> | undefined {
  if (kind === "contact") return topic ? { topic } : undefined;
  if (kind === "quote") return projectType ? { projectType } : undefined;
  return { timeZone: ZONE_BY_LANG[lang], ...(callTopic ? { topic: callTopic } : {}) };
}

export function FormPage({ page, kind, copy, topic, callTopic, projectType, result, action }: FormPageProps) {
  const form = (
    <FormIslandHost
      kind={kind}
      copy={copy}
      action={action}
      links={consentLinks(page.lang)}
      labels={labelsOf(copy, kind)}
      defaultValue={defaultsOf(kind, page.lang, { topic, callTopic, projectType })}
      defaultZone={ZONE_BY_LANG[page.lang]}
      result={result}
    />
  );

  if (kind === "contact") {
    const intro = copy.intro.contact;
    return (
      <>
        <PageIntro h1={page.text.h1} lead={page.text.description} crumbs={page.crumbs} actions={false} />
        <OfficeCards />
        <section aria-labelledby="contact-form-heading" className="bg-ink-50">
          <div className="container-page grid grid-cols-1 gap-10 py-16 sm:py-20 lg:grid-cols-12">
            <div className="lg:col-span-4">
              <h2 id="contact-form-heading" className="text-h2 font-semibold">
                {intro.formHeading}
              </h2>
              <p className="mt-4 text-lead text-ink-600">{intro.formIntro}</p>
            </div>
            <div className="rounded-xl bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-8 lg:col-span-8">{form}</div>
          </div>
        </section>
      </>
    );
  }

  const points =
    kind === "quote" ? QUOTE_POINTS.map((id) => copy.intro.quote.points[id]) : CALL_POINTS.map((id) => copy.intro.call.points[id]);
  return (
    <>
      <PageIntro h1={page.text.h1} lead={page.text.description} crumbs={page.crumbs} actions={false} />
      <section aria-label={page.text.h1} className="bg-ink-50">
        <div className="container-page grid grid-cols-1 gap-10 py-12 sm:py-16 lg:grid-cols-12">
          <div className="rounded-xl bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-8 lg:col-span-8">{form}</div>
          <aside className="lg:col-span-4">
            <ul className="grid gap-4 lg:sticky lg:top-36">
              {points.map((point) => (
                <Point key={point}>{point}</Point>
              ))}
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}

function Point({ children }: { children: ReactNode }) {
  return (
    <li className="flex min-w-0 gap-3 rounded-lg bg-white p-5 ring-1 ring-ink-200">
      <Icon name="check" className="mt-0.5 size-5 shrink-0 text-success-700" />
      <span className="min-w-0 text-ink-800">{children}</span>
    </li>
  );
}
