// One archive holds everything the shop owns: the database (copied with SQLite's online backup
// API, or PostgreSQL's pg_dump, so the server keeps running and writing), the generated secrets
// and the uploaded images, with a manifest of SHA-256 sums that restore checks before touching
// anything (decisions 032 and 099).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import * as tar from "tar";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { pendingMigrations, unknownMigrations } from "../../app/lib/platform/migrations.server.ts";
import { openSqlite } from "../../app/lib/platform/sqlite.server.ts";
import { dumpedMigrations, dumpPostgres, otherSessions, restorePostgres } from "./postgres-dump.mjs";

const MANIFEST = "manifest.json";
const DATABASE = "shop.db";
const PG_DUMP = "shop.pgdump";
const SECRETS = "secrets.json";
const UPLOADS = "uploads";
const ARCHIVE_NAME = /^maison-sillage-.+\.tar\.gz$/;

class BackupError extends Error {
  name = "BackupError";
}

function filesUnder(root, dir = "") {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(root, relative) : [relative];
  });
}

const sha256 = (file) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

const secretsFile = (databasePath) => path.join(path.dirname(databasePath), SECRETS);

const stamp = (now) => now.toISOString().replace(/[:.]/g, "-");

async function copySqlite(databasePath, file) {
  const source = openSqlite(databasePath, { fileMustExist: true });
  try {
    await source.backup(file);
  } finally {
    source.close();
  }
  // The copy leaves WAL mode so it is one self-contained file; the server turns WAL back on.
  const copy = new Database(file);
  copy.pragma("journal_mode = DELETE");
  copy.close();
}

/**
 * Writes `{dir}/maison-sillage-{time}.tar.gz` (mode 600: it holds the secrets) and returns its
 * path. With `databaseUrl` the database part is PostgreSQL's dump instead of the SQLite file.
 */
export async function createBackup({ databasePath, databaseUrl, uploadsDir, dir, now = new Date() }) {
  if (!databaseUrl && !fs.existsSync(databasePath)) throw new BackupError(`base de données absente : ${databasePath}`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const archive = path.join(dir, `maison-sillage-${stamp(now)}.tar.gz`);
  const staging = fs.mkdtempSync(path.join(dir, ".en-cours-"));
  try {
    if (databaseUrl) dumpPostgres(databaseUrl, path.join(staging, PG_DUMP));
    else await copySqlite(databasePath, path.join(staging, DATABASE));
    if (fs.existsSync(secretsFile(databasePath))) fs.copyFileSync(secretsFile(databasePath), path.join(staging, SECRETS));
    // Copied after the database: an image is saved before the row naming it, so every image the
    // copied database names is already on disk now.
    if (fs.existsSync(uploadsDir)) fs.cpSync(uploadsDir, path.join(staging, UPLOADS), { recursive: true });

    const files = filesUnder(staging);
    const manifest = {
      format: 1,
      createdAt: now.toISOString(),
      files: Object.fromEntries(files.map((f) => [f, sha256(path.join(staging, f))])),
    };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const partial = `${archive}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, ...files]);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, archive);
    return archive;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Keeps the `keep` newest archives of `dir` (their names sort by time) and deletes the others. */
export function pruneBackups(dir, keep) {
  const archives = fs.readdirSync(dir).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) fs.rmSync(path.join(dir, name));
  return removed;
}

/** Pending and unknown migrations of a PostgreSQL dump, by drizzle's rule (see migrations.server.ts). */
function checkDump(file) {
  let applied;
  try {
    applied = dumpedMigrations(file);
  } catch (error) {
    throw new BackupError(`dump PostgreSQL illisible : ${error.message}`);
  }
  const known = readMigrationFiles({ migrationsFolder: path.resolve("drizzle-pg") }).map((m) => m.folderMillis);
  const last = Math.max(0, ...applied);
  if (applied.some((created) => created > Math.max(0, ...known))) {
    throw new BackupError("sauvegarde faite par une version plus récente de la boutique : mettez le code à jour d'abord");
  }
  return { pending: known.filter((millis) => millis > last).length };
}

/** Extracts into `staging` and checks the sums, the file list, the database's integrity and version. */
async function extractAndCheck(archive, staging, postgres) {
  await tar.x({ file: archive, cwd: staging, strict: true });
  const manifestPath = path.join(staging, MANIFEST);
  if (!fs.existsSync(manifestPath)) throw new BackupError("pas de manifest.json : ce n'est pas une sauvegarde de la boutique");
  const { files } = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
  const present = filesUnder(staging).filter((f) => f !== MANIFEST).sort();
  const listed = Object.keys(files).sort();
  if (JSON.stringify(present) !== JSON.stringify(listed)) throw new BackupError("les fichiers de l'archive ne sont pas ceux de son manifeste");
  for (const f of listed) {
    if (sha256(path.join(staging, f)) !== files[f]) throw new BackupError(`fichier altéré : ${f}`);
  }
  if (postgres) {
    if (!listed.includes(PG_DUMP)) {
      throw new BackupError("l'archive ne contient pas de dump PostgreSQL (DATABASE_URL est définie) : est-ce la sauvegarde d'une boutique sur SQLite ?");
    }
    return checkDump(path.join(staging, PG_DUMP));
  }
  if (!listed.includes(DATABASE)) {
    const why = listed.includes(PG_DUMP) ? " : c'est un dump PostgreSQL, définissez DATABASE_URL" : "";
    throw new BackupError(`l'archive ne contient pas de base de données SQLite${why}`);
  }
  const db = new Database(path.join(staging, DATABASE), { readonly: true });
  try {
    const [{ integrity_check: integrity }] = db.pragma("integrity_check");
    if (integrity !== "ok") throw new BackupError(`base de données endommagée : ${integrity}`);
    if (unknownMigrations(db) > 0) throw new BackupError("sauvegarde faite par une version plus récente de la boutique : mettez le code à jour d'abord");
    return { pending: pendingMigrations(db) };
  } finally {
    db.close();
  }
}

/** Throws unless no process has the database open: restoring under a running server would corrupt it. */
function assertShopStopped(databasePath) {
  if (!fs.existsSync(databasePath)) return;
  const db = new Database(databasePath, { timeout: 0 });
  try {
    // An exclusive lock in WAL mode is refused while any other connection is open.
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("begin exclusive");
    db.prepare("select count(*) from sqlite_master").get();
    db.exec("commit");
  } catch (error) {
    if (error.code === "SQLITE_BUSY") throw new BackupError("la boutique tourne encore sur cette base : arrêtez-la d'abord");
    throw error;
  } finally {
    db.close();
  }
}

function replaceDirContents(target, source) {
  fs.mkdirSync(target, { recursive: true });
  // The folder itself stays (it may be a mounted volume); only what is inside is replaced.
  for (const entry of fs.readdirSync(target)) fs.rmSync(path.join(target, entry), { recursive: true, force: true });
  if (fs.existsSync(source)) fs.cpSync(source, target, { recursive: true });
}

async function assertPostgresUnused(databaseUrl) {
  if ((await otherSessions(databaseUrl)) > 0) throw new BackupError("la boutique tourne encore sur cette base : arrêtez-la d'abord");
}

/**
 * Puts an archive back on a stopped shop. What was there before is kept in
 * `{data folder}/avant-restauration-{time}/` (PostgreSQL's as a dump), so a wrong archive can be undone.
 */
export async function restoreBackup({ archive, databasePath, databaseUrl, uploadsDir, now = new Date() }) {
  if (!fs.existsSync(archive)) throw new BackupError(`archive introuvable : ${archive}`);
  const dataDir = path.dirname(databasePath);
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(dataDir, ".restauration-"));
  try {
    const { pending } = await extractAndCheck(archive, staging, Boolean(databaseUrl));
    if (databaseUrl) await assertPostgresUnused(databaseUrl);
    else assertShopStopped(databasePath);

    const previous = [
      [databaseUrl ? undefined : databasePath, DATABASE],
      [secretsFile(databasePath), SECRETS],
      [uploadsDir, UPLOADS],
    ].filter(([from]) => from && fs.existsSync(from));
    const aside = path.join(dataDir, `avant-restauration-${stamp(now)}`);
    for (const [from, name] of previous) fs.cpSync(from, path.join(aside, name), { recursive: true });

    if (databaseUrl) {
      fs.mkdirSync(aside, { recursive: true, mode: 0o700 });
      dumpPostgres(databaseUrl, path.join(aside, PG_DUMP));
      restorePostgres(databaseUrl, path.join(staging, PG_DUMP));
    } else {
      // A WAL left beside the old file would be replayed into the restored one.
      for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${databasePath}${suffix}`, { force: true });
      fs.renameSync(path.join(staging, DATABASE), databasePath);
    }
    const stagedSecrets = path.join(staging, SECRETS);
    if (fs.existsSync(stagedSecrets)) fs.renameSync(stagedSecrets, secretsFile(databasePath));
    replaceDirContents(uploadsDir, path.join(staging, UPLOADS));
    return { aside: fs.existsSync(aside) ? aside : undefined, pending };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
