import { data } from "react-router";
import type { Route } from "./+types/confirmation";
import { resolveConfirmationPath } from "~/i18n/paths";
import { callSlot, copyFor, isReferenceOf } from "~/leads/index.server";
import { noIndexMeta } from "~/seo/meta";
import { nearestOffice } from "~/site/company";
import { pageEntry } from "~/site/route-table";
import { ConfirmationPage } from "~/templates/ConfirmationPage";

/**
 * Where a sent form lands (a 303 from its action): the reference from the query and what happens
 * next. Rendered on request, never indexed; an address without a reference of this form is not a page.
 */
export function loader({ url }: Route.LoaderArgs) {
  const found = resolveConfirmationPath(url.pathname);
  const kind = found && pageEntry(found.key).form;
  const ref = url.searchParams.get("ref") ?? "";
  if (!found || !kind || !isReferenceOf(kind, ref)) throw data(null, { status: 404 });
  const copy = copyFor(found.lang);
  const office = nearestOffice(found.lang);
  return {
    kind,
    formPage: found.key,
    ref,
    words: copy.success,
    slot: kind === "call" ? callSlot(url.searchParams, found.lang, copy) : undefined,
    office: { email: office.email, phone: office.phone },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? noIndexMeta(loaderData.words.title) : []);

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationPage {...loaderData} />;
}
