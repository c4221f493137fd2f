// `npm run admin:create -- --email E --password P`: runs the TypeScript command through tsx (a
// devDependency), so the account code and its hash format are the app's own.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsx = path.join(root, "node_modules", ".bin", process.platform === "win32" ? "tsx.cmd" : "tsx");
const result = spawnSync(tsx, [path.join(root, "scripts", "admin-create.ts"), ...process.argv.slice(2)], {
  stdio: "inherit",
  cwd: root,
});
if (result.error) {
  console.error(`Impossible de lancer tsx (${result.error.message}). Avez-vous lancé npm install ?`);
  process.exit(1);
}
process.exit(result.status ?? 1);
