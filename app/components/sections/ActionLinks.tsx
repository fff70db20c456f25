import { useLanguage } from "~/i18n/language-context";
import type { Action } from "~/content/types";

/** The query that preselects the target form's topic or project type. */
function queryOf(action: Action): string {
  if (action.topic) return `?topic=${action.topic}`;
  if (action.callTopic) return `?topic=${action.callTopic}`;
  if (action.type) return `?type=${action.type}`;
  return "";
}

/** The address of an action: its page in the current language, with the preselected topic or type and anchor. */
export function useActionHref() {
  const { path } = useLanguage();
  return (action: Action) => `${path(action.to)}${queryOf(action)}${action.hash ? `#${action.hash}` : ""}`;
}

/** A row of calls to action: the first is the primary button, the rest are outlined. */
export function ActionLinks({ actions, tone = "dark" }: { actions: readonly Action[]; tone?: "dark" | "light" }) {
  const href = useActionHref();
  const { label } = useLanguage();
  const secondary = tone === "dark" ? "btn-outline-dark" : "btn-outline";
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {actions.map((action, i) => (
        <a
          key={`${action.to}-${action.topic ?? action.callTopic ?? action.type ?? ""}`}
          href={href(action)}
          className={`${i === 0 ? "btn-laser" : secondary} min-h-12 px-6`}
        >
          {action.label ?? label(action.to)}
        </a>
      ))}
    </div>
  );
}
