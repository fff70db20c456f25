import type { Lang } from "~/i18n/languages";
import { documentWords } from "../pdf/words.server";
import en from "./en";
import tr from "./tr";
import hu from "./hu";
import de from "./de";

const WORDS: Record<Lang, typeof en> = { en, tr, hu, de };

/** The report's words in a language, its company figures filled from the facts module. */
export const reportWords = (lang: Lang) => documentWords(WORDS[lang], lang);
export type ReportWords = typeof en;
