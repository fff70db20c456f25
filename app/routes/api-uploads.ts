import type { Route } from "./+types/api-uploads";
import {
  BUSY_RETRY_SECONDS,
  MAX_TOTAL_BYTES,
  UPLOAD_REFUSAL_STATUS,
  UploadError,
  budgetKey,
  clientAddress,
  isCrossSiteRequest,
  leadServiceFromEnv,
} from "~/leads/index.server";
import { describeError } from "~/observability/log-safe.server";
import { logEvent } from "~/observability/log.server";
import { countUnclaimedRefusal, isDiskFull, metrics } from "~/observability/metrics.server";

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** Uploads are POST only. */
export function loader() {
  return json({ error: "method" }, 405, { Allow: "POST" });
}

/**
 * One file per request, its bytes as the body and its name in the query: stored at once under a
 * name the server makes, outside the public files, and claimed later by the form that lists its id.
 * `?remove=ID` forgets a file the visitor took off the form (only while no submission has claimed it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "method" }, 405, { Allow: "POST" });
  if (isCrossSiteRequest(request)) return json({ error: "crossSite" }, 403);
  const service = leadServiceFromEnv();
  const visitor = budgetKey(clientAddress(context));
  const budget = await service.limits.uploads.take(visitor);
  if (!budget.allowed) {
    metrics.refusals.inc({ reason: "uploads-rate" });
    return json({ error: "rateLimited" }, 429, { "Retry-After": String(budget.retryAfter) });
  }

  const url = new URL(request.url);
  const removeId = url.searchParams.get("remove");
  if (removeId !== null) {
    await service.files.remove(removeId).catch(() => undefined);
    return new Response(null, { status: 204 });
  }

  // A declared length is what the body will be (Node never passes on more, and less is an aborted
  // request), so exactly that much room is reserved for it.
  const length = request.headers.get("content-length");
  const declared = length === null ? undefined : Number(length);
  if (declared !== undefined && declared > MAX_TOTAL_BYTES) return json({ error: "too-large" }, 413);
  if (!request.body) return json({ error: "empty" }, 400);
  // Only so many uploads are read at once; one that waited its turn too long is asked to come back.
  const release = await service.inFlight.uploads.acquire();
  if (!release) {
    metrics.refusals.inc({ reason: "busy" });
    return json({ error: "busy" }, 503, { "Retry-After": String(BUSY_RETRY_SECONDS) });
  }
  try {
    const file = await service.files.save(request.body, {
      name: url.searchParams.get("name") ?? "",
      type: request.headers.get("content-type") ?? "",
      size: declared,
      remaining: MAX_TOTAL_BYTES,
      owner: visitor,
    });
    metrics.uploadBytes.inc({ via: "upload" }, file.size);
    return json({ file }, 201);
  } catch (error) {
    if (error instanceof UploadError) {
      countUnclaimedRefusal(error.reason);
      return json({ error: error.reason }, UPLOAD_REFUSAL_STATUS[error.reason]);
    }
    // An upload the visitor abandoned has no one to answer (and is not logged).
    if (request.signal.aborted) throw error;
    // The store failed: the page sends the file again by itself; the log names the failure, never the file.
    const cause = isDiskFull(error) ? "disk-full" : "other";
    metrics.leadsNotStored.inc({ what: "upload", cause });
    logEvent(`upload not stored: ${describeError(error)}`, {
      event: "upload-not-stored",
      level: "error",
      cause,
      error: describeError(error),
    });
    return json({ error: "busy" }, 503, { "Retry-After": String(BUSY_RETRY_SECONDS) });
  } finally {
    release();
  }
}
