import { and, eq, lte } from "drizzle-orm";
import { affectedRows, tables, withTransaction } from "./database.server";

/*
 * The one scheduler of background work (issue 44). Every process ticks, but a job runs once per
 * period across all of them, on one box or several: the process whose UPDATE moves the job's
 * `next_run_at` past now is the one that runs it (the outbox's claim, decision 099's engines).
 * A process that dies mid-job leaves the period claimed: the next period runs it again.
 */

export type Job = {
  name: string;
  /** How often it runs, across every process. */
  everyMs: number;
  run: () => Promise<unknown>;
};

/** Whether this process takes the job's period that is due now; creates the job's row the first time. */
export async function claimJob(name: string, everyMs: number, now: Date): Promise<boolean> {
  const { scheduled_jobs } = tables();
  return withTransaction(async (tx) => {
    await tx.insert(scheduled_jobs).values({ name, next_run_at: new Date(0) }).onConflictDoNothing();
    const claimed = await tx
      .update(scheduled_jobs)
      .set({ next_run_at: new Date(now.getTime() + everyMs), last_started_at: now })
      .where(and(eq(scheduled_jobs.name, name), lte(scheduled_jobs.next_run_at, now)));
    return affectedRows(claimed) === 1;
  });
}

async function recordEnd(name: string, error: unknown): Promise<void> {
  const { scheduled_jobs } = tables();
  const message = error == null ? null : (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await withTransaction((tx) => tx.update(scheduled_jobs).set({ last_finished_at: new Date(), last_error: message }).where(eq(scheduled_jobs.name, name)));
}

/** Runs, one after the other, the jobs whose period this process claims now; returns their names. */
export async function runDueJobs(jobs: Job[], now = new Date()): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    let claimed = false;
    try {
      claimed = await claimJob(job.name, job.everyMs, now);
    } catch (error) {
      console.error(`Tâche « ${job.name} » : réservation impossible`, error);
    }
    if (!claimed) continue;
    ran.push(job.name);
    let failure: unknown = null;
    try {
      await job.run();
    } catch (error) {
      failure = error;
      console.error(`Tâche « ${job.name} » interrompue`, error);
    }
    await recordEnd(job.name, failure).catch((error) => console.error(`Tâche « ${job.name} » : fin non enregistrée`, error));
  }
  return ran;
}

let timer: NodeJS.Timeout | undefined;
let ticking: Promise<unknown> | null = null;

/** Started once by the server: a tick at start, then every `tickMs`, never keeping the process alive. */
export function startJobs(jobs: Job[], tickMs = 15_000): void {
  if (timer) return;
  const tick = () => {
    // A tick still running (a long sweep) is not doubled by the next one in this process.
    if (ticking) return;
    ticking = runDueJobs(jobs).finally(() => {
      ticking = null;
    });
  };
  timer = setInterval(tick, tickMs);
  timer.unref();
  tick();
}
