// What the `npm start` tests (start.test.ts on SQLite, start-postgres.test.ts) do to their copy
// of the built project: a shop's environment, a migration deployed, a start refused.
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { freePort } from "../free-port";
import { run } from "./shop-process";

let migrationCount = 0;

export const FIRST_RUN = "Première installation : base de données vide initialisée";
const BEHIND = "Démarrage refusé : La base de données a 1 migration(s) en attente : lancez « npm run db:migrate ».";

export async function shopEnv(projectDir: string, name: string) {
  const dir = path.join(projectDir, name);
  return { PORT: String(await freePort()), DATABASE_PATH: path.join(dir, "shop.db"), UPLOADS_DIR: path.join(dir, "uploads") };
}

/** What a deploy with a schema change brings: one more migration in drizzle/ (or drizzle-pg/). */
export function addMigration(projectDir: string, folder: "drizzle" | "drizzle-pg" = "drizzle") {
  const journalFile = path.join(projectDir, folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
  const idx = journal.entries.length;
  const tag = `${String(idx).padStart(4, "0")}_ops_probe_${++migrationCount}`;
  journal.entries.push({ idx, version: journal.entries[0].version, when: Date.now() + idx, tag, breakpoints: true });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  fs.writeFileSync(path.join(projectDir, folder, `${tag}.sql`), `CREATE TABLE ops_probe_${migrationCount} (id integer);`);
}

/** `npm start` and the server started on its own both refuse a database behind its migrations, and say no first run. */
export function expectRefusedBehind(projectDir: string, env: Record<string, string>) {
  for (const command of [["node", "scripts/start.mjs"], ["node", "node_modules/@remix-run/serve/dist/cli.js", "build/index.js"]]) {
    const refused = run(projectDir, command, env);
    expect(refused.status, refused.output).toBe(1);
    expect(refused.output).toContain(BEHIND);
    expect(refused.output).not.toContain("Première installation");
  }
}
