import { PageHero } from "~/components/sections/PageHero";
import { OfficeCards } from "~/components/sections/OfficeCards";
import type { PageData } from "./page-data.server";

/** The contact page: its introduction and both offices (the header's Offices link targets #offices). */
export function ContactPage({ page }: { page: PageData }) {
  return (
    <>
      <PageHero h1={page.text.h1} lead={page.text.description} crumbs={page.crumbs} />
      <OfficeCards />
    </>
  );
}
