import { PageIntro } from "~/components/sections/PageIntro";
import { ChildLinks } from "~/components/sections/ChildLinks";
import type { PageData } from "./page-data.server";

/** A page's heading, introduction and breadcrumb, with links to the pages beneath it. */
export function ChildLinksPage({ page }: { page: PageData }) {
  return (
    <>
      <PageIntro h1={page.text.h1} lead={page.text.description} crumbs={page.crumbs} />
      <ChildLinks pages={page.children} />
    </>
  );
}
