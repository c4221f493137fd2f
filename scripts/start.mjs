// `npm start`: read .env, build when the app changed since the last build, then serve with
// remix-serve. Migrations, seed and config validation run when the server bundle loads.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

const buildFile = "build/index.js";
const sources = ["app", "remix.config.js", "tailwind.config.ts", "package.json"];
const sourceTime = Math.max(
  ...sources.map((s) => (fs.statSync(s).isDirectory() ? newestMtime(s) : fs.statSync(s).mtimeMs)),
);
if (!fs.existsSync(buildFile) || fs.statSync(buildFile).mtimeMs < sourceTime) {
  console.log("Construction de l'application…");
  const build = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The HTTP hook gives the app the client's address and answers malformed requests (decision 024).
const server = spawn(
  process.execPath,
  ["--import", "./scripts/http-hook.mjs", "node_modules/@remix-run/serve/dist/cli.js", buildFile],
  { stdio: "inherit", env: process.env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
