// The PostgreSQL pass of the tests (vitest.config.ts, project "postgres"): one cluster for the whole
// run (about 1.3 s to start), each test file then gets a database of its own (tests/setup-env.ts).
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The cluster's `postgres` database: setup-env creates each file's database from it. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
