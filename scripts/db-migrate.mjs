// `npm run db:migrate`: applies the pending migrations to the shop's database, PostgreSQL's
// (drizzle-pg/) when DATABASE_URL is set, else SQLite's (drizzle/) at DATABASE_PATH. Run it once
// per deploy, before (re)starting the server processes; they never migrate themselves.
import fs from "node:fs";
import { ConfigError, parseConfig } from "../app/lib/platform/config.server.ts";
import { databaseTarget, migrateDatabase, migratePostgres } from "../app/lib/platform/migrations.server.ts";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

try {
  const { databasePath, databaseUrl } = parseConfig(process.env);
  const target = databaseTarget({ databasePath, databaseUrl });
  const applied = databaseUrl ? await migratePostgres(databaseUrl) : migrateDatabase(databasePath);
  console.log(
    applied === 0 ? `Base de données à jour (${target}).` : `${applied} migration(s) appliquée(s) à ${target}.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration impossible : ${error.message}`);
  process.exit(1);
}
