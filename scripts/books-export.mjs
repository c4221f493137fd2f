// `npm run books:export -- --from 2026-11-01 --to 2026-11-30 [--kind ereporting|journal] [--out file]`:
// runs books-export.ts as `npm run build` compiled it (build/books-export.js), the admin's own code.
import { runBuilt } from "./lib/run-built.mjs";

await runBuilt("books-export");
