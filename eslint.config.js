// ESLint: JavaScript's and typescript-eslint's recommended rules, and React's rules of hooks
// (`npm run lint`; scripts/test.mjs counts it as one check). Formatting is Prettier's job.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * A path into the lead module other than its entries (index.ts: browser-safe; figures.ts: the
 * figures the site states; index.server.ts: the server's; testing/index.ts: test support) and its
 * words files (copy/<lang>.ts, ack-copy/<lang>.ts).
 */
const LEADS_INTERNALS = String.raw`(^|/)leads/(?!(index|index\.server|figures|testing|testing/index)(\.ts)?$|(ack-)?copy/(en|tr|hu|de)(\.ts)?$)`;
const LEADS_MESSAGE =
  "Import the lead module through its entry: ~/leads (browser-safe), ~/leads/index.server (server), ~/leads/figures (the figures the site states) or ~/leads/testing (tests).";

export default defineConfig(
  { ignores: ["build/", ".react-router/", "reports/", "test-results/", "playwright-report/", "data/", "public/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `const { consent: _consent, ...rest } = fields` drops a field on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // The lead module has four entries; code outside it imports nothing else of it but its words
    // files (docs/decisions/006). Dynamic imports are held to the same paths.
    ignores: ["app/leads/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: LEADS_INTERNALS, message: LEADS_MESSAGE }] }],
      "no-restricted-syntax": [
        "error",
        { selector: `ImportExpression[source.value=/${LEADS_INTERNALS.replaceAll("/", String.raw`\u002F`)}/]`, message: LEADS_MESSAGE },
      ],
    },
  },
);
