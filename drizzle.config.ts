import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./app/lib/platform/schema.server.ts",
  out: "./drizzle",
});
