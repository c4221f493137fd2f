import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { postgresTool } from "../scripts/lib/postgres-dump.mjs";
import { freePort } from "./free-port.ts";

// A real PostgreSQL from Debian's `postgresql` package, private to the test run: a cluster in a
// temporary folder, on 127.0.0.1 and a free port, one database per test file (decision 099).

/** Debian's server programs (they are not on the PATH); the same lookup as the backups'. */
function binDir(): string {
  const initdb = postgresTool("initdb");
  if (!path.isAbsolute(initdb)) throw new Error("PostgreSQL absent : apt-get install -y postgresql");
  return path.dirname(initdb);
}

/** initdb refuses to run as root: the cluster then belongs to the `postgres` user. */
function runAsOwner(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? "runuser" : command, asRoot ? ["-u", "postgres", "--", command, ...args] : args, { stdio: "pipe" });
}

export type PostgresServer = {
  /** The cluster's own `postgres` database, from which databases are created and dropped. */
  url: string;
  createDatabase: (name: string) => Promise<string>;
  stop: () => void;
};

async function onCluster(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the cluster whose `postgres` database is at `url`; returns its URL. Empty, or
 * a copy of `template` (a database nobody is connected to: see `closeConnections`).
 */
export async function createDatabase(url: string, name: string, template?: string): Promise<string> {
  // FILE_COPY copies the template's files whole: for a small database, faster than WAL_LOG's page by page.
  const copy = template ? ` template "${template}" strategy file_copy` : "";
  await onCluster(url, (client) => client.query(`create database "${name}"${copy}`));
  const database = new URL(url);
  database.pathname = `/${name}`;
  return database.toString();
}

/**
 * A pool's `end()` returns before its connections are gone, and one cut while saying goodbye would
 * fail the run: wait for them (a second at most). Returns whether some are still there.
 */
async function connectionsLeft(client: pg.Client, name: string): Promise<boolean> {
  const connected = async () =>
    (await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name])).rows[0].n > 0;
  for (let tries = 0; tries < 50; tries++) {
    if (!(await connected())) return false;
    await sleep(20);
  }
  return true;
}

/** Waits until nobody is connected to a database, as PostgreSQL requires of a template. */
export async function closeConnections(url: string, name: string): Promise<void> {
  await onCluster(url, async (client) => {
    if (await connectionsLeft(client, name)) throw new Error(`la base ${name} a encore des connexions`);
  });
}

/** Drops a database once the test that made it has ended, forcing out any connection it left open. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await onCluster(url, async (client) => {
    await connectionsLeft(client, name);
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-pg-"));
  if (process.getuid?.() === 0) {
    const [uid, gid] = ["-u", "-g"].map((flag) => Number(execFileSync("id", [flag, "postgres"]).toString()));
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  runAsOwner(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const port = await freePort();
  // Durability is the production server's business; a test cluster gives it up for speed.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  runAsOwner(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", options, "start"]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    createDatabase: (name) => createDatabase(url, name),
    stop() {
      runAsOwner(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
