import { useLocation } from "react-router";
import { useLanguage } from "~/i18n/language-context";
import { LANGUAGES, LANGUAGE_NAMES, type Lang } from "~/i18n/languages";
import { languageTargets } from "~/i18n/language-targets";
import { Icon } from "~/components/ui/icons";
import { LANGUAGE_LINKS, LANGUAGE_SWITCHER } from "./language.contract";

/**
 * Where each language's link goes: the same page in that language (with the projects' country
 * filter), or its home page. The part of the page the visitor is on (the hash) is added by
 * language-links.element.ts when a link is followed.
 */
export function useLanguageTargets(): Record<Lang, string> {
  const { pathname, search } = useLocation();
  return languageTargets(pathname, search);
}

interface LanguageLinksProps {
  className: string;
  linkClassName: string;
  /** Names the list, e.g. the id of a heading. */
  labelledBy?: string;
  /** Shows a check mark beside the current language. */
  markCurrent?: boolean;
}

/**
 * The four languages as links to the same page in each, the current one marked; choosing one
 * remembers it for the bare address only if the visitor accepted the language question
 * (language-links.element.ts). The header's dropdown, the mobile menu and the footer show it.
 */
export function LanguageLinks({ className, linkClassName, labelledBy, markCurrent = false }: LanguageLinksProps) {
  const { lang } = useLanguage();
  const targets = useLanguageTargets();
  const Element = LANGUAGE_LINKS.tag;
  return (
    <Element className="contents">
      <ul className={className} aria-labelledby={labelledBy}>
        {LANGUAGES.map((l) => (
          <li key={l}>
            <a
              href={targets[l]}
              lang={l}
              hrefLang={l}
              data-language-link=""
              aria-current={l === lang ? "true" : undefined}
              className={linkClassName}
            >
              {LANGUAGE_NAMES[l]}
              {markCurrent && l === lang && <Icon name="check" className="size-4 text-signal-600" />}
            </a>
          </li>
        ))}
      </ul>
    </Element>
  );
}

/**
 * A dropdown (<details>) of the four languages that goes to the same page in the chosen one; with
 * script it closes on Esc, on a click outside (language-switcher.element.ts) and on choice.
 */
export function LanguageSwitcher({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { lang, t } = useLanguage();

  const summaryTone =
    tone === "dark" ? "text-ink-100 hover:text-white hover:bg-white/10" : "text-ink-800 hover:bg-ink-50 hover:text-ink-950";

  const Element = LANGUAGE_SWITCHER.tag;
  return (
    <Element className="contents">
      <details className="group relative" data-testid="language-switcher">
        <summary
          className={`flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md px-2.5 text-sm font-medium [&::-webkit-details-marker]:hidden ${summaryTone}`}
        >
          <Icon name="globe" className="size-4" />
          <span className="sr-only">{t("nav.language")}: </span>
          <span className="uppercase">{lang}</span>
          <span className="sr-only"> ({LANGUAGE_NAMES[lang]})</span>
          <Icon name="chevron-down" className="size-3.5 transition-transform group-open:rotate-180" />
        </summary>
        <LanguageLinks
          className="absolute top-full right-0 z-50 mt-2 w-44 rounded-lg border border-ink-100 bg-white p-1.5 text-ink-800 shadow-menu"
          linkClassName="flex min-h-10 items-center justify-between rounded-md px-3 text-sm hover:bg-ink-50 aria-[current]:font-semibold"
          markCurrent
        />
      </details>
    </Element>
  );
}
