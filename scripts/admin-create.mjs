// `npm run admin:create -- --email E --password P`: runs admin-create.ts as `npm run build`
// compiled it (build/admin-create.js), so the account code and its hash format are the app's own
// and plain node runs it where the dev dependencies are pruned (the Docker image).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildState } from "./lib/build-stamp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const build = buildState();
if (build !== "current") {
  const why = build === "missing" ? "l'application n'est pas construite" : "les sources ont changé depuis la dernière construction";
  console.error(`Erreur : ${why}. Lancez « npm run build », puis relancez.`);
  process.exit(1);
}
await import(new URL("../build/admin-create.js", import.meta.url).href);
