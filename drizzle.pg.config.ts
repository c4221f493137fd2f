import { defineConfig } from "drizzle-kit";

// PostgreSQL's migrations, from the schema generated out of the SQLite one (decision 099).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/lib/platform/schema-pg.server.ts",
  out: "./drizzle-pg",
});
