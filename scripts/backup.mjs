// `npm run backup [-- --dir backups] [--keep 14]`: one archive of the running shop, its SQLite
// file or, with DATABASE_URL, PostgreSQL's dump (see lib/backup-archive.mjs); --keep deletes all
// but the newest N archives of that folder.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { parseConfig } from "../app/lib/platform/config.server.ts";
import { createBackup, pruneBackups } from "./lib/backup-archive.mjs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

try {
  const { values } = parseArgs({ options: { dir: { type: "string", default: "backups" }, keep: { type: "string" } } });
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) throw new Error("--keep attend un entier ≥ 1");
  const { databasePath, databaseUrl, uploadsDir, s3 } = parseConfig(process.env);
  const archive = await createBackup({ databasePath, databaseUrl, uploadsDir, dir: values.dir });
  console.log(`Sauvegarde écrite : ${archive}`);
  // The bucket is the store's to keep (versioning, replication): copying it here would double its size in every archive.
  if (s3) console.log(`Images non incluses : elles sont dans le bucket S3 « ${s3.bucket} » (voir docs/operations.md, Sauvegardes).`);
  if (keep !== undefined) {
    for (const old of pruneBackups(values.dir, keep)) console.log(`Ancienne sauvegarde supprimée : ${old}`);
  }
} catch (error) {
  console.error(`Sauvegarde impossible : ${error.message}`);
  process.exit(1);
}
