import { describe, expect, it } from "vitest";
import { isPostgres } from "~/lib/platform/database.server";
import { claimJob, runDueJobs, type Job } from "~/lib/platform/jobs.server";

describe(`the one scheduler (issue 44), on ${isPostgres() ? "PostgreSQL" : "SQLite"}`, () => {
  it("ten processes claiming a due job at once: one runs it, and nobody until its period is over", async () => {
    const now = new Date();
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimJob("test-claim", 60_000, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJob("test-claim", 60_000, new Date(now.getTime() + 59_000))).toBe(false);
    expect(await claimJob("test-claim", 60_000, new Date(now.getTime() + 60_000))).toBe(true);
  });

  it("two schedulers ticking together run each job once, and a job that throws neither stops the others nor runs again early", async () => {
    const runs: string[] = [];
    const jobs: Job[] = [
      { name: "test-first", everyMs: 60_000, run: async () => void runs.push("first") },
      { name: "test-failing", everyMs: 60_000, run: () => Promise.reject(new Error("panne simulée")) },
      { name: "test-last", everyMs: 60_000, run: async () => void runs.push("last") },
    ];
    const now = new Date();
    const [a, b] = await Promise.all([runDueJobs(jobs, now), runDueJobs(jobs, now)]);
    expect([...a, ...b].sort()).toEqual(["test-failing", "test-first", "test-last"]);
    expect(runs.sort()).toEqual(["first", "last"]);
    expect(await runDueJobs(jobs, new Date(now.getTime() + 1_000))).toEqual([]);
    expect(await runDueJobs(jobs, new Date(now.getTime() + 60_000))).toEqual(["test-first", "test-failing", "test-last"]);
  });
});
