import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/** Shared by this config (unit, integration, http) and vitest.ops.config.ts (operations). */
export const shared = {
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    globals: true,
    environment: "node" as const,
    pool: "forks" as const,
    // Four files at once on 2 cores: most of a file's time is waiting (a server starting, a
    // scrypt hash, a browser), and a fork per file costs its start. Measured on this machine:
    // the unit, integration and http step in 80 s instead of 154 s with two.
    poolOptions: { forks: { minForks: 1, maxForks: 4 } },
    setupFiles: ["tests/setup-env.ts"],
    // tests/http and tests/ops start real servers from the build.
    globalSetup: ["tests/ops/build.global.ts"],
    // Admin sign-ins hash at scrypt N = 2^17 and real servers start and stop: on a busy 2-core
    // machine a case can take tens of seconds. No assertion depends on time.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
};

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/http/**/*.test.ts"],
  },
});
