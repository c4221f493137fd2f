// `npm run db:copy -- --to postgres://…`: moves the shop's SQLite data (DATABASE_PATH, read only)
// into an empty PostgreSQL database, migrated first if needed, then prints each table's rows
// copied and found in PostgreSQL; exits 1 on any difference. Run on the stopped shop (see
// docs/operations.md, "Passer de SQLite à PostgreSQL").
import fs from "node:fs";
import { parseArgs } from "node:util";
import { parseConfig } from "../app/lib/platform/config.server.ts";
import "./lib/ts-imports.mjs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

try {
  const { values } = parseArgs({ options: { to: { type: "string" } } });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) throw new Error("--to postgres://utilisateur:mot-de-passe@hôte:5432/base attendu");
  const { databasePath } = parseConfig(process.env);
  const { copyDatabase } = await import("./lib/db-copy.mjs");
  console.log(`Copie de ${databasePath} vers PostgreSQL…`);
  const report = await copyDatabase({ databasePath, url: values.to });
  let differences = 0;
  for (const { table, copied, source, verified } of report) {
    const same = copied === source && verified === source;
    if (!same) differences++;
    console.log(`${table} : ${copied} lignes copiées, ${verified} vérifiées${same ? "" : ` — DIFFÉRENCE : ${source} dans SQLite`}`);
  }
  if (differences > 0) throw new Error(`${differences} table(s) diffèrent entre SQLite et PostgreSQL`);
  console.log("Copie terminée : chaque table a autant de lignes dans PostgreSQL que dans SQLite.");
} catch (error) {
  console.error(`Copie impossible : ${error.message}`);
  process.exit(1);
}
