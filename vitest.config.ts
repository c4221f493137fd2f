import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/http/**/*.test.ts"],
    globals: true,
    environment: "node",
    pool: "forks",
    setupFiles: ["tests/setup-env.ts"],
  },
});
