import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

/**
 * The site's typeface in every generated PDF. The PDF standard fonts lack ő, ű, ğ, ı and İ, so the
 * documents embed Inter Tight (full TrueType files, every Latin letter the four languages use).
 */
export const FAMILY = "Inter Tight";

const require = createRequire(import.meta.url);
const file = (weight: string) => require.resolve(`@expo-google-fonts/inter-tight/${weight}/InterTight_${weight}.ttf`);

/**
 * Registers the fonts once and loads them afresh for each document. A font loaded once and shared by two documents
 * made in one process keeps the glyphs of the first, and the second then lays out and maps the
 * letters it adds (ı, ş, ő) wrongly: words break at random and the letters drop out of its text.
 * Documents are therefore made one at a time (renderDocument), each with its own font objects.
 */
let registered = false;

export function registerFonts(): void {
  if (registered) {
    for (const source of Font.getRegisteredFonts()[FAMILY].sources) {
      source.data = null;
      source.loadResultPromise = null;
    }
    return;
  }
  Font.register({
    family: FAMILY,
    fonts: [
      { src: file("400Regular"), fontWeight: 400 },
      { src: file("400Regular_Italic"), fontWeight: 400, fontStyle: "italic" },
      { src: file("600SemiBold"), fontWeight: 600 },
      { src: file("700Bold"), fontWeight: 700 },
    ],
  });
  // Words are never split with a hyphen the language would not use.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
