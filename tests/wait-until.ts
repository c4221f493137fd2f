import { setTimeout as sleep } from "node:timers/promises";

/**
 * Polls until `condition` holds, for tests that wait on other processes (a sender pass, a sweep):
 * they wait for the state that proves the point, never for a fixed time. Fails with the timeout.
 */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition non atteinte en ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}
