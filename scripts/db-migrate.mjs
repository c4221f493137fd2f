// `npm run db:migrate`: applies drizzle/'s pending migrations to DATABASE_PATH. Run it once per
// deploy, before (re)starting the server processes; they never migrate themselves.
import fs from "node:fs";
import { ConfigError, parseConfig } from "../app/lib/platform/config.server.ts";
import { migrateDatabase } from "../app/lib/platform/migrations.server.ts";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

try {
  const { databasePath } = parseConfig(process.env);
  const applied = migrateDatabase(databasePath);
  console.log(
    applied === 0
      ? `Base de données à jour (${databasePath}).`
      : `${applied} migration(s) appliquée(s) à ${databasePath}.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration impossible : ${error.message}`);
  process.exit(1);
}
