import { useLanguage } from "~/i18n/language-context";
import { LANGUAGE_STORAGE_KEY, type Lang } from "~/i18n/languages";
import { Wordmark } from "~/components/ui/Logo";
import { useScriptNonce } from "~/security/script-nonce";

export interface LanguageRedirectData {
  /** The same page in each language. */
  languageRedirect: Record<Lang, string>;
}

export function isLanguageRedirect(data: unknown): data is LanguageRedirectData {
  return typeof data === "object" && data !== null && "languageRedirect" in data;
}

/**
 * Runs as the page is parsed: the stored language (there only if the visitor accepted the language
 * question), else the first of the browser's languages, in the visitor's order, that the site has
 * (["fr-CH","de-CH","de"] → de; ["zh-CN","tr"] → tr; none of them → en); replaces the history entry. It only
 * reads: nothing is written to the browser's storage here.
 */
function redirectScript(targets: Record<Lang, string>): string {
  return `(function(t){function has(x){return typeof x==="string"&&Object.prototype.hasOwnProperty.call(t,x)}var l,i;
try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}
if(!has(l)){var b=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];l="en";
for(i=0;i<b.length;i++){var p=String(b[i]||"").slice(0,2).toLowerCase();if(has(p)){l=p;break}}}
location.replace(t[l]+location.search+location.hash)})(${JSON.stringify(targets).replace(/</g, "\\u003c")})`;
}

/** The page behind "/" and unprefixed addresses: it sends the visitor on to their language. */
export function LanguageRedirect({ targets }: { targets: Record<Lang, string> }) {
  const { t } = useLanguage();
  const nonce = useScriptNonce();
  return (
    <main id="main" data-language-redirect="" className="grid min-h-dvh place-items-center bg-ink-50 px-6">
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: redirectScript(targets) }} />
      <div className="max-w-md text-center">
        <div className="flex justify-center">
          <Wordmark />
        </div>
        <h1 className="mt-8 text-h3 font-semibold">{t("common.redirectTitle")}</h1>
        <p className="mt-3 text-ink-600">{t("common.redirectText")}</p>
        <a href={targets.en} className="btn-ink mt-6" hrefLang="en">
          {t("common.redirectLink")}
        </a>
      </div>
    </main>
  );
}
