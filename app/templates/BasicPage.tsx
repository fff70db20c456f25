import { PageHero } from "~/components/sections/PageHero";
import { ChildLinks } from "~/components/sections/ChildLinks";
import type { PageData } from "./page-data.server";

/** A page's heading, introduction and breadcrumb, with links to the pages beneath it. */
export function BasicPage({ page }: { page: PageData }) {
  return (
    <>
      <PageHero h1={page.text.h1} lead={page.text.description} crumbs={page.crumbs} />
      <ChildLinks pages={page.children} />
    </>
  );
}
