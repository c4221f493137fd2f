// `npm run restore ARCHIVE`: checks an archive of `npm run backup`, then puts it back on the
// stopped shop (DATABASE_PATH or, with DATABASE_URL, the PostgreSQL database; its secrets.json;
// UPLOADS_DIR).
import fs from "node:fs";
import { parseConfig } from "../app/lib/platform/config.server.ts";
import { restoreBackup } from "./lib/backup-archive.mjs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const [archive] = process.argv.slice(2);
if (!archive) {
  console.error("Usage : npm run restore -- backups/maison-sillage-….tar.gz");
  process.exit(1);
}
try {
  const { databasePath, databaseUrl, uploadsDir } = parseConfig(process.env);
  const { aside, pending } = await restoreBackup({ archive, databasePath, databaseUrl, uploadsDir });
  console.log(`Restauré depuis ${archive}.${aside ? ` L'état précédent est gardé dans ${aside}.` : ""}`);
  if (pending > 0) console.log(`La sauvegarde précède ${pending} migration(s) : lancez « npm run db:migrate » avant de démarrer.`);
} catch (error) {
  console.error(`Restauration refusée : ${error.message}`);
  process.exit(1);
}
