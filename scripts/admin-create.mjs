// `npm run admin:create -- --email E --password P`: runs admin-create.ts as `npm run build`
// compiled it (build/admin-create.js), so the account code and its hash format are the app's own.
import { runBuilt } from "./lib/run-built.mjs";

await runBuilt("admin-create");
