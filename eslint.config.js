// `npm run lint`, part of `npm test`: no warning is allowed (--max-warnings 0).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      ".cache/",
      "data/",
      "uploads/",
      "backups/",
      "test-results/",
      "playwright-report/",
      "tests/.tmp*/",
      "scripts/bench/minimal-remix/build/",
      "scripts/bench/minimal-remix/public/build/",
      "scripts/bench/minimal-remix/.cache/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // `const { terms: _, ...rest } = value` is how a copy leaves a property out.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    // Since decision 099 every database call is awaited: a promise left running would outlive its
    // transaction (its write lost or made on the pool outside it), so a floating one is an error.
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
    },
  },
  {
    files: ["remix.env.d.ts"],
    rules: {
      // Remix's ambient types (e.g. CSS imports) load through these references, as in its template.
      "@typescript-eslint/triple-slash-reference": "off",
    },
  },
  {
    files: ["**/*.{jsx,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // React code lives in app/ (and the bench's minimal page); in tests, Playwright's fixture `use`
    // and Vitest helpers named use… are not React hooks.
    files: ["app/**/*.{ts,tsx}", "scripts/bench/minimal-remix/app/**/*.{js,jsx,ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
