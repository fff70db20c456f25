// ESLint: JavaScript's and typescript-eslint's recommended rules, and React's rules of hooks
// (`npm run lint`; scripts/test.mjs counts it as one check). Formatting is Prettier's job.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

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
);
