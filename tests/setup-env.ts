import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { seedDatabase } from "~/lib/catalog/seed.server";
import { sellToFranceOnly } from "./france-only";
import { attachmentPdf } from "~/lib/documents/documents.server";
import { renderAttachmentsWith } from "~/lib/mail/sender.server";
import { closeDatabaseForTests } from "~/lib/platform/database.server";
import { migrateDatabase } from "~/lib/platform/migrations.server";
import { createDatabase, dropDatabase } from "./postgres-server";

// Every test file gets its own database and uploads folder: a temporary SQLite file, or in the
// PostgreSQL pass (TEST_ENGINE=postgres, vitest.config.ts) a database on the run's one cluster.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-test-"));
process.env.NODE_ENV = "test";
process.env.DATABASE_PATH = path.join(dir, "shop.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET = "test-session-secret-0123456789abcdef";
process.env.ADMIN_PATH = "admin-test-0123456789abcdefghij";
// Migrated as `npm run db:migrate` does before a deploy (the app itself never migrates), then the
// startup's seed: a copy of the run's migrated and seeded SQLite file (tests/sqlite-template.global.ts)
// or PostgreSQL database (tests/postgres.global.ts).
if (process.env.TEST_ENGINE === "postgres") {
  const cluster = inject("postgresUrl");
  if (!cluster) throw new Error("TEST_ENGINE=postgres : cette configuration Vitest ne démarre pas PostgreSQL (tests/postgres.global.ts)");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  process.env.DATABASE_URL = await createDatabase(cluster, name, inject("postgresTemplate"));
  afterAll(async () => {
    await closeDatabaseForTests();
    await dropDatabase(cluster, name);
  });
} else if (inject("sqliteTemplate")) {
  fs.copyFileSync(inject("sqliteTemplate"), process.env.DATABASE_PATH);
} else {
  migrateDatabase(process.env.DATABASE_PATH);
}
// The templates are seeded already; a fresh migration gets the startup's seed.
if (process.env.TEST_ENGINE !== "postgres" && !inject("sqliteTemplate")) {
  await seedDatabase();
  await sellToFranceOnly();
}

// The emails' PDFs, rendered as the server's startup has the sender render them.
renderAttachmentsWith(attachmentPdf);

afterAll(async () => {
  await closeDatabaseForTests();
  fs.rmSync(dir, { recursive: true, force: true });
});
