// `npm start`: serves the built app with remix-serve, through the request log (serve-preload.mjs).
// It refuses a build older than the sources; the server itself refuses a database behind the
// migrations. A first run (no build, an empty database of either engine: a fresh clone) builds and
// migrates, so `npm install && npm start` keeps working; deploys run `npm run build` and
// `npm run db:migrate` (decision 103).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ConfigError, parseConfig } from "../app/lib/platform/config.server.ts";
import { databaseTarget, migrateIfEmpty } from "../app/lib/platform/migrations.server.ts";
import { buildState } from "./lib/build-stamp.mjs";

function refuse(message) {
  console.error(`Démarrage refusé : ${message}`);
  process.exit(1);
}

if (fs.existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";

let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) refuse(error.message);
  throw error;
}

const build = buildState();
if (build === "stale") {
  refuse("les sources ont changé depuis la dernière construction. Lancez « npm run build », puis relancez.");
}
if (build === "missing") {
  if (!fs.existsSync(path.join("node_modules", "@remix-run", "dev"))) {
    refuse("l'application n'est pas construite (build/). Lancez « npm run build » là où les outils de développement sont installés.");
  }
  console.log("Première installation : construction de l'application…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

try {
  if (await migrateIfEmpty(config)) console.log(`Première installation : base de données vide initialisée (${databaseTarget(config)}).`);
} catch (error) {
  refuse(`première installation impossible sur ${databaseTarget(config)} : ${error.message}`);
}

const server = spawn(
  process.execPath,
  [
    "--import",
    new URL("./serve-preload.mjs", import.meta.url).href,
    path.join("node_modules", "@remix-run", "serve", "dist", "cli.js"),
    path.join("build", "index.js"),
  ],
  { stdio: "inherit", env: process.env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
