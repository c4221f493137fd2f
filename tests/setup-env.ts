import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { seedDatabase } from "~/lib/catalog/seed.server";
import { migrateDatabase } from "~/lib/platform/migrations.server";

// Every Vitest worker gets its own temporary SQLite file and uploads folder.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-test-"));
process.env.NODE_ENV = "test";
process.env.DATABASE_PATH = path.join(dir, "shop.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET = "test-session-secret-0123456789abcdef";
process.env.ADMIN_PATH = "admin-test-0123456789abcdefghij";
// As `npm run db:migrate` does before a deploy (the app itself never migrates), then the startup's seed.
migrateDatabase(process.env.DATABASE_PATH);
await seedDatabase();

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});
