import { configDefaults, defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { enginePlan } from "./tests/engine-rule";

/** Shared by this config (unit, integration, http) and vitest.ops.config.ts (operations). */
export const shared = {
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    globals: true,
    environment: "node" as const,
    pool: "forks" as const,
    // Six forks on 2 cores, each running file after file (isolate: false): most of a file's time
    // is waiting (a server starting, a scrypt hash, a browser), and a fresh fork per file cost
    // ~0.8 s of CPU loading the libraries again. tests/fresh-modules.ts still gives each file fresh
    // app modules and the fork's first environment (decision 134). Measured on this machine: the
    // unit, integration and http step in 124-129 s instead of 193 s (four isolated forks).
    poolOptions: { forks: { minForks: 6, maxForks: 6 } },
    isolate: false,
    setupFiles: ["tests/fresh-modules.ts", "tests/setup-env.ts"],
    // tests/http and tests/ops start real servers from the build.
    globalSetup: ["tests/ops/build.global.ts"],
    // Admin sign-ins hash at scrypt N = 2^17 and real servers start and stop: on a busy 2-core
    // machine a case can take tens of seconds. No assertion depends on time.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
};

// The PostgreSQL pass runs the integration files that reach code behaving differently per engine,
// computed from the sources (tests/engine-rule.ts, decision 129); the SQLite pass leaves out the
// files whose subject is PostgreSQL itself (postgres-*.test.ts).
const plan = enginePlan();

const projects = [
  {
    // Pure functions, texts and files: no database to migrate and seed, no build to wait for.
    test: {
      name: "unit",
      include: ["tests/unit/**/*.test.ts"],
      globals: shared.test.globals,
      environment: shared.test.environment,
      // layers.test.ts lints with type information: its first case builds TypeScript's program,
      // over Vitest's default 5 s on the busy 2-core machine (it failed two runs of 2026-11-26).
      testTimeout: shared.test.testTimeout,
    },
    resolve: shared.resolve,
  },
  {
    extends: true as const,
    test: {
      name: "sqlite",
      include: ["tests/integration/**/*.test.ts", "tests/http/**/*.test.ts"],
      exclude: [...configDefaults.exclude, ...plan.postgresOnly],
      // The http files run the built server: the build is this project's (and the ops config's), not the unit files'.
      globalSetup: [...shared.test.globalSetup, "tests/sqlite-template.global.ts"],
    },
  },
  {
    extends: true as const,
    test: {
      name: "postgres",
      // Unit tests run no SQL and http tests drive the built server, which picks no engine
      // per test: the engine matters in tests/integration, where the rule chooses.
      include: plan.postgres,
      env: { TEST_ENGINE: "postgres" },
      globalSetup: ["tests/postgres.global.ts"],
    },
  },
];

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    globalSetup: [],
    // Both passes share the pool of forks (most of a file's time is waiting, see above), so the
    // PostgreSQL files run beside the SQLite ones; TEST_ENGINE=sqlite or TEST_ENGINE=postgres (or
    // `--project`) runs one.
    projects: projects.filter((p) => !process.env.TEST_ENGINE || p.test.name === process.env.TEST_ENGINE || (p.test.name === "unit" && process.env.TEST_ENGINE !== "postgres")),
  },
});
