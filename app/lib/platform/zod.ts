import { config } from "zod";

// Zod compiles each object schema's parser with `new Function`, probing for it when the schema is
// built. The pages' Content-Security-Policy allows no eval, so in the browser the probe failed
// (caught by Zod) and Chrome logged a CSP violation in its Issues panel on every form page
// (Lighthouse best practices 96, decision 130). Without the compiled parser Zod checks the same
// rules field by field; the schemas are a form's few fields, where the difference is not measurable.
config({ jitless: true });

// The one door to Zod (ESLint refuses the others), so the setting above precedes every schema.
// A namespace import of this module keeps only what is used, as `import * as z from "zod"` did
// (decision 119).
export * from "zod";
