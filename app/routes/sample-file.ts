import { data } from "react-router";
import type { Route } from "./+types/sample-file";
import { sampleFileAt } from "~/samples/files";
import { sampleFileBytes } from "~/samples/files.server";

const TYPES = { cloud: "application/octet-stream", image: "image/png", ply: "application/octet-stream" } as const;

/** A file of the samples page, made at build time (each is pre-rendered to build/client/samples/). */
export function loader({ url }: Route.LoaderArgs) {
  const file = sampleFileAt(url.pathname);
  if (!file) throw data(null, { status: 404 });
  return new Response(sampleFileBytes(file), { headers: { "Content-Type": TYPES[file] } });
}
