import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/ops/**/*.test.ts"],
    globals: true,
    environment: "node",
    pool: "forks",
    setupFiles: ["tests/setup-env.ts"],
    // tests/ops start real servers from the build.
    globalSetup: ["tests/ops/build.global.ts"],
    testTimeout: 60_000,
  },
});
