import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { getDb, type Db } from "./db.server";
import { rate_limit_hits } from "./schema.server";
import { SECURITY_TRACE_MS } from "../privacy/retention-periods";

/** At most `max` hits within `windowMs` for one key. */
export type Bucket = { key: string; max: number; windowMs: number };

export type Take =
  | { allowed: true; hitIds: number[] }
  | { allowed: false; retryAfterMs: number };


/** A transaction of the shop's database. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Counts one hit in every bucket, or in none if any is full, inside the caller's IMMEDIATE
 * transaction: a caller that must count an attempt before reading what it guards (an order looked
 * up by reference and email) does both under the same write lock.
 */
export function takeSlotIn(tx: Tx, buckets: Bucket[], now = new Date()): Take {
  let retryAfterMs = 0;
  for (const bucket of buckets) {
    const since = new Date(now.getTime() - bucket.windowMs);
    const hits = tx
      .select({ at: rate_limit_hits.hit_at })
      .from(rate_limit_hits)
      .where(and(eq(rate_limit_hits.key, bucket.key), gte(rate_limit_hits.hit_at, since)))
      .orderBy(rate_limit_hits.hit_at)
      .all();
    if (hits.length >= bucket.max) {
      const oldestCounted = hits[hits.length - bucket.max].at.getTime();
      retryAfterMs = Math.max(retryAfterMs, oldestCounted + bucket.windowMs - now.getTime());
    }
  }
  if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
  // The privacy page's period for these traces, longer than any bucket's window (a test checks it).
  tx.delete(rate_limit_hits)
    .where(lt(rate_limit_hits.hit_at, new Date(now.getTime() - SECURITY_TRACE_MS)))
    .run();
  const rows = tx
    .insert(rate_limit_hits)
    .values(buckets.map((b) => ({ key: b.key, hit_at: now })))
    .returning({ id: rate_limit_hits.id })
    .all();
  return { allowed: true, hitIds: rows.map((r) => r.id) };
}

/**
 * Counts one hit in every bucket, or in none if any is full. The count and the insert happen in
 * one IMMEDIATE transaction, so parallel requests (in this process or another one on the same
 * file) can never all see "4 of 5" and all go through: the limit holds under any concurrency.
 */
export function takeSlot(buckets: Bucket[], now = new Date()): Take {
  return getDb().transaction((tx) => takeSlotIn(tx, buckets, now), { behavior: "immediate" });
}

/** Takes back hits that turned out not to count (e.g. the sign-in was right after all). */
export function releaseHits(hitIds: number[]) {
  if (hitIds.length) getDb().delete(rate_limit_hits).where(inArray(rate_limit_hits.id, hitIds)).run();
}

/** Empties buckets, e.g. the failures of one email from one client after it signed in. */
export function clearBuckets(keys: string[]) {
  if (keys.length) getDb().delete(rate_limit_hits).where(inArray(rate_limit_hits.key, keys)).run();
}

export function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
