import type { Route } from "./+types/form";
import {
  CALL_TOPICS,
  CONTACT_TOPICS,
  type CallTopic,
  type ContactTopic,
  type FormKind,
  PROJECT_TYPES,
  type ProjectType,
  copyFor,
  handleFormPost,
} from "~/leads/index.server";
import { JSON_ACCEPT, type LeadPostAnswer } from "~/components/forms/use-lead-submit";
import { loadPage } from "~/templates/page-data.server";
import { pageHead } from "~/templates/page-head";
import { FormPage } from "~/templates/FormPage";

/**
 * A form page is HTML enhanced as every page is; only its form is hydrated, as an island that posts
 * to this route's action with fetch and reads a JSON answer (docs/decisions/021). An accepted post is
 * redirected to the form's confirmation page (routes/confirmation.tsx); without JavaScript the
 * browser follows the 303, with it the island loads the address it is given.
 */

/** The form a page holds, from its route-table entry. */
function formOf(page: { form?: FormKind }): FormKind {
  if (!page.form) throw new Response(null, { status: 404 });
  return page.form;
}

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url);
  const kind = formOf(page);
  const topic = url.searchParams.get("topic");
  const type = url.searchParams.get("type");
  // The button that led here may name the contact topic, the call topic or the quote's project type
  // (a service page's "Get a quote" sets its type); anything else leaves the choice open.
  return {
    page,
    kind,
    // Pre-rendered pages see their path with a trailing slash; the form posts to the page's own address.
    action: `${url.pathname.replace(/(.)\/+$/, "$1")}${url.search}`,
    copy: copyFor(page.lang),
    topic: CONTACT_TOPICS.includes(topic as ContactTopic) ? (topic as ContactTopic) : undefined,
    callTopic: CALL_TOPICS.includes(topic as CallTopic) ? (topic as CallTopic) : undefined,
    projectType: PROJECT_TYPES.includes(type as ProjectType) ? (type as ProjectType) : undefined,
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const page = loadPage(url);
  return handleFormPost({ request, context }, formOf(page), page.lang);
}

/**
 * A post from the island (Accept: application/json) is answered by the same handler, in JSON and
 * before any page is rendered: a refusal with its status, or the confirmation page to go to.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, url }) => {
    if (request.method !== "POST" || request.headers.get("Accept") !== JSON_ACCEPT) return;
    const page = loadPage(url);
    const answer = await handleFormPost({ request, context }, formOf(page), page.lang);
    if (answer instanceof Response) {
      const answerBody: LeadPostAnswer = { status: "accepted", redirect: answer.headers.get("Location") ?? url.pathname };
      return Response.json(answerBody);
    }
    return Response.json(answer.data satisfies LeadPostAnswer, answer.init ?? undefined);
  },
];

/** A refused burst tells the client when it may post again. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageHead(loaderData.page) : []);

export default function Form({ loaderData, actionData }: Route.ComponentProps) {
  return <FormPage {...loaderData} result={actionData} />;
}
