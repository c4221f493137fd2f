import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { affectedRows, lockKeys, tables, withTransaction, type Db } from "./database.server";
import { SECURITY_TRACE_MS } from "./security-traces";

/** At most `max` hits within `windowMs` for one key. */
export type Bucket = { key: string; max: number; windowMs: number };

export type Take =
  | { allowed: true; hitIds: number[] }
  | { allowed: false; retryAfterMs: number };

/**
 * Counts one hit in every bucket, or in none if any is full, inside the caller's write
 * transaction: a caller that must count an attempt before reading what it guards (an order looked
 * up by reference and email) does both under the same lock. The buckets' keys are locked first:
 * the hits counted may not exist yet, so no row lock could keep two takes from both seeing
 * "4 of 5" (decision 099).
 */
export async function takeSlotIn(tx: Db, buckets: Bucket[], now = new Date()): Promise<Take> {
  const { rate_limit_hits } = tables();
  await lockKeys(tx, buckets.map((b) => `rate-limit:${b.key}`));
  let retryAfterMs = 0;
  for (const bucket of buckets) {
    const since = new Date(now.getTime() - bucket.windowMs);
    const hits = await tx
      .select({ at: rate_limit_hits.hit_at })
      .from(rate_limit_hits)
      .where(and(eq(rate_limit_hits.key, bucket.key), gte(rate_limit_hits.hit_at, since)))
      .orderBy(rate_limit_hits.hit_at);
    if (hits.length >= bucket.max) {
      const oldestCounted = hits[hits.length - bucket.max].at.getTime();
      retryAfterMs = Math.max(retryAfterMs, oldestCounted + bucket.windowMs - now.getTime());
    }
  }
  if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
  await forgetOldHits(tx, now);
  const rows = await tx
    .insert(rate_limit_hits)
    .values(buckets.map((b) => ({ key: b.key, hit_at: now })))
    .returning({ id: rate_limit_hits.id });
  return { allowed: true, hitIds: rows.map((r) => r.id) };
}

/** Deletes the counted attempts older than the privacy page's period for them; returns how many. */
export async function forgetOldHits(tx: Db, now: Date): Promise<number> {
  const { rate_limit_hits } = tables();
  return affectedRows(await tx.delete(rate_limit_hits).where(lt(rate_limit_hits.hit_at, new Date(now.getTime() - SECURITY_TRACE_MS))));
}

/**
 * Counts one hit in every bucket, or in none if any is full. The count and the insert happen in
 * one write transaction under the buckets' locks, so parallel requests (in this process or
 * another, on SQLite or PostgreSQL) can never all see "4 of 5" and all go through.
 */
export function takeSlot(buckets: Bucket[], now = new Date()): Promise<Take> {
  return withTransaction((tx) => takeSlotIn(tx, buckets, now));
}

/** Takes back hits that turned out not to count (e.g. the sign-in was right after all). */
export async function releaseHits(hitIds: number[]) {
  const { rate_limit_hits } = tables();
  if (hitIds.length) await withTransaction((tx) => tx.delete(rate_limit_hits).where(inArray(rate_limit_hits.id, hitIds)));
}

/** Empties buckets, e.g. the failures of one email from one client after it signed in. */
export async function clearBuckets(keys: string[]) {
  const { rate_limit_hits } = tables();
  if (keys.length) await withTransaction((tx) => tx.delete(rate_limit_hits).where(inArray(rate_limit_hits.key, keys)));
}

function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

/** « Réessayez dans 3 minutes. »: how every limit tells a client when it may try again. */
export function tryAgainIn(retryAfterMs: number): string {
  const wait = minutesToWait(retryAfterMs);
  return `Réessayez dans ${wait} minute${wait > 1 ? "s" : ""}.`;
}
