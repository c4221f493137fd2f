import { and, eq, gte, lt } from "drizzle-orm";
import { getDb } from "./db.server";
import { login_attempts } from "./schema.server";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
// Several people may share one address (an office, a phone network): the per-client limit is looser.
export const MAX_FAILURES_PER_CLIENT = 20;

export type LoginKeys = { email: string; client: string };

/**
 * The client is the first X-Forwarded-For hop when a proxy sets it. A forged header only moves a
 * caller to another client bucket; the per-email limit still holds.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "direct";
}

export function loginKeys(email: string, request: Request): LoginKeys {
  return { email: `email:${email}`, client: `client:${clientKey(request)}` };
}

function failuresSince(key: string, since: Date) {
  return getDb()
    .select({ at: login_attempts.attempted_at })
    .from(login_attempts)
    .where(and(eq(login_attempts.key, key), gte(login_attempts.attempted_at, since)))
    .orderBy(login_attempts.attempted_at)
    .all();
}

/** Minutes to wait before the next try, or 0 when both buckets are under their limit. */
export function minutesUntilAllowed(keys: LoginKeys, now = new Date()): number {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  let waitMs = 0;
  for (const [key, max] of [
    [keys.email, MAX_FAILURES_PER_EMAIL],
    [keys.client, MAX_FAILURES_PER_CLIENT],
  ] as const) {
    const failures = failuresSince(key, since);
    if (failures.length >= max) {
      const oldestCounted = failures[failures.length - max].at.getTime();
      waitMs = Math.max(waitMs, oldestCounted + LOGIN_WINDOW_MS - now.getTime());
    }
  }
  return waitMs > 0 ? Math.ceil(waitMs / 60_000) : 0;
}

export function recordLoginFailure(keys: LoginKeys, now = new Date()) {
  const db = getDb();
  db.delete(login_attempts)
    .where(lt(login_attempts.attempted_at, new Date(now.getTime() - LOGIN_WINDOW_MS)))
    .run();
  db.insert(login_attempts)
    .values([
      { key: keys.email, attempted_at: now },
      { key: keys.client, attempted_at: now },
    ])
    .run();
}

export function clearLoginFailures(keys: LoginKeys) {
  getDb().delete(login_attempts).where(eq(login_attempts.key, keys.email)).run();
}
