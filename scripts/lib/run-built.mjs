// Runs a command `npm run build` compiled from scripts/<name>.ts into build/<name>.js, so the
// command runs the app's own code with plain node where the dev dependencies are pruned (the
// Docker image), and only on a build of the sources on disk (docs/decisions/083).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildState } from "./build-stamp.mjs";

export async function runBuilt(name) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  process.chdir(root);
  const build = buildState();
  if (build !== "current") {
    const why = build === "missing" ? "l'application n'est pas construite" : "les sources ont changé depuis la dernière construction";
    console.error(`Erreur : ${why}. Lancez « npm run build », puis relancez.`);
    process.exit(1);
  }
  await import(new URL(`../../build/${name}.js`, import.meta.url).href);
}
