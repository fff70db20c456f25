import { data } from "react-router";
import type { Route } from "./+types/download";
import { FORMATS, fileAt } from "~/downloads/registry";
import { fileBytes } from "~/downloads/render.server";

/** A file of the Downloads page, made at build time (each is pre-rendered to build/client/downloads/). */
export async function loader({ url }: Route.LoaderArgs) {
  const file = fileAt(url.pathname);
  if (!file) throw data(null, { status: 404 });
  return new Response(await fileBytes(file), { headers: { "Content-Type": FORMATS[file.format] } });
}
