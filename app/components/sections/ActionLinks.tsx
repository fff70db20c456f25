import { useLanguage } from "~/i18n/language-context";
import type { Action } from "~/content/types";

/** The address of an action: its page in the current language, with the preselected topic and anchor. */
export function useActionHref() {
  const { path } = useLanguage();
  return (action: Action) => `${path(action.to)}${action.topic ? `?topic=${action.topic}` : ""}${action.hash ? `#${action.hash}` : ""}`;
}

/** A row of calls to action: the first is the primary button, the rest are outlined. */
export function ActionLinks({ actions, tone = "dark" }: { actions: readonly Action[]; tone?: "dark" | "light" }) {
  const href = useActionHref();
  const { label } = useLanguage();
  const secondary = tone === "dark" ? "btn-outline-dark" : "btn-outline";
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {actions.map((action, i) => (
        <a key={`${action.to}-${action.topic ?? ""}`} href={href(action)} className={`${i === 0 ? "btn-laser" : secondary} min-h-12 px-6`}>
          {action.label ?? label(action.to)}
        </a>
      ))}
    </div>
  );
}
