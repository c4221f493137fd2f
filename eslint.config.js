// `npm run lint`, part of `npm test`: no warning is allowed (--max-warnings 0).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The platform's imports stay inside app/lib/platform: `parent` is the relative start that leaves it. */
const PLATFORM_ONLY = (parent) => ({
  regex: `${parent}|^~/(?!lib/platform/)`,
  message: "The platform imports no domain, use-case, route or component: move the shared piece into app/lib/platform, or pass it in.",
});

/** Which engine runs is the platform's business: domains call its named SQL (sql-dialect.server.ts). */
const NO_ENGINE_QUESTION = {
  regex: "platform/database\\.server$",
  importNames: ["isPostgres"],
  message: "Only the platform asks which engine runs: use a named operation of app/lib/platform/sql-dialect.server.ts (or add one).",
};

// `{ z }` is one object holding all of Zod (every locale, JSON Schema): the browser got 454 KB of it
// on each form page; a namespace import lets the bundler keep only what is used (decision 119).
const ZOD_AS_NAMESPACE = {
  selector: "ImportDeclaration[source.value=/zod$/] ImportSpecifier[imported.name='z']",
  message: 'Import Zod as a namespace: `import * as z from "~/lib/platform/zod"`, so the browser bundle keeps only what is used.',
};

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
      "no-restricted-syntax": ["error", ZOD_AS_NAMESPACE],
    },
  },
  {
    // Modules the browser may load reach Zod through app/lib/platform/zod.ts, which turns its eval
    // probe off before any schema is built: the pages' CSP refuses eval and Chrome reported each
    // probe (decision 130). Server modules never run under that CSP.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/platform/zod.ts", "app/**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ZOD_AS_NAMESPACE,
        {
          selector: "ImportDeclaration[source.value=/^zod/]",
          message: 'Import Zod from "~/lib/platform/zod" (no eval probe under the CSP, decision 130).',
        },
      ],
    },
  },
  {
    // The shopper's texts of the layout, the home and the sign-ups' emails come from locales/
    // (decisions 169, 170): a text written in these components would stay French on an English
    // page, or in an English email. The folders join this list as docs/i18n-plan.md moves their
    // texts; the back-office stays out (French only).
    files: [
      "app/root.tsx",
      "app/routes/_index.tsx",
      "app/components/layout/header.tsx",
      "app/components/layout/footer.tsx",
      "app/components/search/search-box.tsx",
      "app/components/home/*.tsx",
      "app/components/cart/*.tsx",
      "app/components/gift-cards/cart-gift-cards.tsx",
      "app/components/checkout/unpaid-order-page.tsx",
      "app/components/checkout/customer-details-form.tsx",
      "app/routes/cart.tsx",
      "app/routes/paiement-demo.$reference.tsx",
      "app/routes/commande.confirmation.$reference.tsx",
      "app/routes/success.tsx",
      "app/routes/cancel.tsx",
      "app/components/ui/toaster.tsx",
      "app/components/ui/radix-toast.tsx",
      "app/lib/newsletter/confirmation-email.server.tsx",
      "app/lib/stock-alerts/email-templates.server.tsx",
      "app/components/legal/legal-document-view.tsx",
      "app/routes/{mentions-legales,cgv,confidentialite,retractation,accessibilite}.tsx",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        ZOD_AS_NAMESPACE,
        {
          selector: "ImportDeclaration[source.value=/^zod/]",
          message: 'Import Zod from "~/lib/platform/zod" (no eval probe under the CSP, decision 130).',
        },
        {
          selector: "JSXText[value=/[A-Za-zÀ-ÖØ-öø-ÿ]/]",
          message: "A shopper's text comes from locales/ through useText (decision 170), not written in the component.",
        },
        {
          selector: "JSXAttribute[name.name=/^(aria-label|alt|title|placeholder|label)$/] > Literal[value=/[A-Za-zÀ-ÖØ-öø-ÿ]/]",
          message: "A shopper's label comes from locales/ through useText (decision 170), not written in the component.",
        },
      ],
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
  // Four layers, each importing only the ones below it (docs/architecture.md, decision 104):
  // routes → use-cases (app/lib/use-cases) → domains (app/lib/<domain>) → platform (app/lib/platform).
  // Components render what routes hand them and never load a server module. Each zone is one
  // block: a later block setting the same rule replaces an earlier one's options for its files.
  {
    files: ["app/lib/platform/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [PLATFORM_ONLY("^\\.\\./")] }] },
  },
  {
    files: ["app/lib/platform/*/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [PLATFORM_ONLY("^\\.\\./\\.\\./")] }] },
  },
  {
    // The schema types its JSON columns with the shapes their domains define: types only, erased
    // from the build, so no code of a domain runs inside the platform.
    files: ["app/lib/platform/schema.server.ts", "app/lib/platform/schema-pg.server.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ ...PLATFORM_ONLY("^\\.\\./"), allowTypeImports: true }] }],
    },
  },
  {
    files: ["app/lib/*/**/*.{ts,tsx}"],
    ignores: ["app/lib/platform/**", "app/lib/use-cases/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(~/|(\\.\\./)+)routes/", message: "A domain module imports no route: the route calls the domain." },
            { regex: "^(~/|(\\.\\./)+)root$", message: "A domain module imports nothing of the root route: its data is the components' to read." },
            { regex: "^(~/|(\\.\\./)+)components/", message: "A domain module imports no component: the component calls the domain." },
            {
              regex: "^(~/lib/|(\\.\\./)+)use-cases/",
              message: "A domain module imports no use-case: the use-case calls the domains it joins.",
            },
            NO_ENGINE_QUESTION,
          ],
        },
      ],
    },
  },
  {
    files: ["app/lib/use-cases/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(~/|(\\.\\./)+)routes/", message: "A use-case imports no route: the route calls the use-case." },
            NO_ENGINE_QUESTION,
          ],
        },
      ],
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}", "app/lib/*.{ts,tsx}", "app/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NO_ENGINE_QUESTION] }] },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "\\.server(\\.[jt]sx?)?$",
              allowTypeImports: true,
              message: "A component imports no .server module (its code would reach the browser): the route's loader hands it the data; `import type` is fine.",
            },
            NO_ENGINE_QUESTION,
          ],
        },
      ],
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
