import { vi } from "vitest";

// The files of a project share forks (isolate: false, vitest.config.ts, decision 134): the
// libraries (drizzle, the Stripe SDK, Zod…) are evaluated once per fork, while the app's own
// modules are evaluated afresh for each file, so no cache, memo or connection crosses from one
// file's database to the next, and each file starts from the environment the fork started with.
const forkEnv = Symbol.for("maison-sillage.fork-env");
const fork = globalThis as { [forkEnv]?: NodeJS.ProcessEnv };
fork[forkEnv] ??= { ...process.env };
for (const name of Object.keys(process.env)) if (!(name in fork[forkEnv])) delete process.env[name];
Object.assign(process.env, fork[forkEnv]);
vi.resetModules();
