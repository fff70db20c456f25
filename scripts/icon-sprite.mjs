// Builds the icon sprite from the list in app/components/ui/icon-names.ts: one <symbol> per icon,
// drawn by lucide. Run `npm run icons` after changing the list; a unit test checks the file is current.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export const SPRITE_PATH = fileURLToPath(new URL("../app/components/ui/icon-sprite.svg", import.meta.url));
const NAMES_PATH = fileURLToPath(new URL("../app/components/ui/icon-names.ts", import.meta.url));

/** Our icon names and the lucide icons they draw, read from icon-names.ts. */
export function iconNames() {
  const source = readFileSync(NAMES_PATH, "utf8");
  return [...source.matchAll(/^\s+"?([\w-]+)"?: "(\w+)",$/gm)].map(([, name, lucideName]) => ({ name, lucideName }));
}

/** The sprite's text: the symbols carry only shapes; stroke and size come from the <svg> that uses them. */
export function buildSprite() {
  const symbols = iconNames().map(({ name, lucideName }) => {
    const component = lucide[lucideName];
    if (!component) throw new Error(`lucide has no icon ${lucideName} (for "${name}")`);
    const markup = renderToStaticMarkup(createElement(component));
    const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SPRITE_PATH, buildSprite());
  console.log(`icons: ${iconNames().length} symbols written to ${SPRITE_PATH}`);
}
