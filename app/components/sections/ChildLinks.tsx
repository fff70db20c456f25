import { useLanguage } from "~/i18n/language-context";
import type { PageKey } from "~/site/route-table";
import { LinkCards } from "./LinkCards";

export interface ChildLink {
  key: PageKey;
  label: string;
  description: string;
}

/** Cards linking to the pages beneath this one, each with its short description. */
export function ChildLinks({ pages }: { pages: readonly ChildLink[] }) {
  const { t } = useLanguage();
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="child-links-heading" className="container-page py-16 sm:py-20">
      <h2 id="child-links-heading" className="text-h2 font-semibold">
        {t("common.inThisSection")}
      </h2>
      <div className="mt-8">
        <LinkCards items={pages.map((page) => ({ page: page.key, text: page.description }))} />
      </div>
    </section>
  );
}
