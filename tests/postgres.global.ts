// The PostgreSQL pass of the tests (vitest.config.ts, project "postgres"): one cluster for the whole
// run (about 1.3 s to start), each test file then gets a database of its own (tests/setup-env.ts),
// a copy of one migrated here once: `npm run db:migrate` on each file's database took about 0.3 s
// of its start.
import type { TestProject } from "vitest/node";
import { migratePostgres } from "../app/lib/platform/postgres.server";
import { closeConnections, createDatabase, startPostgres } from "./postgres-server";

const TEMPLATE = "migrated";

declare module "vitest" {
  export interface ProvidedContext {
    /** The cluster's `postgres` database: setup-env creates each file's database from it. */
    postgresUrl: string;
    /** A database of the cluster with drizzle-pg/'s migrations applied, for each file to copy. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  await migratePostgres(await createDatabase(server.url, TEMPLATE));
  await closeConnections(server.url, TEMPLATE);
  project.provide("postgresUrl", server.url);
  project.provide("postgresTemplate", TEMPLATE);
  return () => server.stop();
}
