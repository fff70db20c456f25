import type { Action } from "~/content/types";
import { useLanguage } from "~/i18n/language-context";
import { Icon } from "~/components/ui/icons";
import { useActionHref } from "./ActionLinks";

/** The link after a list of cards to the page that lists all of them ("All sectors"). */
export function MoreLink({ action }: { action: Action }) {
  const href = useActionHref();
  const { label } = useLanguage();
  return (
    <p className="mt-8">
      <a
        href={href(action)}
        className="group inline-flex min-h-12 items-center gap-2 font-semibold text-ink-950 underline-offset-4 hover:underline"
      >
        {action.label ?? label(action.to)}
        <Icon name="arrow-right" className="size-5 transition-transform group-hover:translate-x-1" />
      </a>
    </p>
  );
}
