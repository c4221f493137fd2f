// PostgreSQL's side of `npm run backup` and `npm run restore` (decision 099): pg_dump's custom
// format, which pg_restore checks, lists and restores table by table.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * A client program of PostgreSQL. Debian installs each version under /usr/lib/postgresql/N/bin
 * and the newest reads every older server's dumps; elsewhere the one on the PATH.
 */
export function postgresTool(name) {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(root, v, "bin", name)).find((file) => fs.existsSync(file)) ?? name;
}

/** The URL without its password, which goes through the environment: `ps` shows arguments to every user. */
function connection(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function runTool(name, args, env) {
  try {
    return execFileSync(postgresTool(name), args, { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if (error.code === "ENOENT") throw new Error(`${name} introuvable : installez le client PostgreSQL (apt-get install postgresql-client)`);
    throw new Error(`${name} a échoué : ${(error.stderr || error.message).trim()}`);
  }
}

/** `pg_dump -Fc`: one consistent snapshot of the whole database, taken while the shop runs. */
export function dumpPostgres(url, file) {
  const { dbname, env } = connection(url);
  runTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * The `created_at` of each migration the dump's journal holds (drizzle's migration time), read
 * from the archive itself; throws when pg_restore cannot read the archive.
 */
export function dumpedMigrations(file) {
  const data = runTool("pg_restore", ["--data-only", "--schema=drizzle", "--table=__drizzle_migrations", "--file=-", file]);
  const lines = data.split("\n");
  const start = lines.findIndex((line) => /^COPY drizzle\.__drizzle_migrations \(id, hash, created_at\) FROM stdin;$/.test(line));
  if (start === -1) return [];
  const rows = lines.slice(start + 1, lines.indexOf("\\.", start));
  return rows.map((row) => Number(row.split("\t")[2]));
}

/** Other sessions on the shop's database: a restore under a running shop would mix two states. */
export async function otherSessions(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      // Client sessions only: autovacuum workers come and go on their own.
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** Puts a dump back in one transaction: every object of the dump dropped and recreated, or nothing. */
export function restorePostgres(url, file) {
  const { dbname, env } = connection(url);
  runTool("pg_restore", ["--clean", "--if-exists", "--single-transaction", "--no-owner", "--no-privileges", `--dbname=${dbname}`, file], env);
}
