import { count, eq } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { isPostgres, lockKeys, tables, withTransaction } from "~/lib/platform/database.server";
import { hitsOf } from "./database-helpers";

// The async access module on both engines (decision 099): a check-then-insert that locks its key
// holds while transactions that await run at once (SQLite: the queue; PostgreSQL: the advisory
// lock), and nothing outside a transaction sees or joins what it has not committed.

describe("withTransaction", () => {
  it("runs on the engine of the test pass: SQLite by default, PostgreSQL with TEST_ENGINE=postgres", () => {
    expect(isPostgres()).toBe(process.env.TEST_ENGINE === "postgres");
  });

  it("10 parallel check-then-insert transactions that wait between check and insert keep a limit of 3", async () => {
    const { rate_limit_hits } = tables();
    const key = "db:turns";
    const take = () =>
      withTransaction(async (tx) => {
        await lockKeys(tx, [key]);
        const [{ n }] = await tx.select({ n: count() }).from(rate_limit_hits).where(eq(rate_limit_hits.key, key));
        // A real wait, as a transaction awaiting PostgreSQL would: other requests run meanwhile.
        await sleep(5);
        if (n >= 3) return false;
        await tx.insert(rate_limit_hits).values({ key, hit_at: new Date() });
        return true;
      });
    const results = await Promise.all(Array.from({ length: 10 }, take));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await hitsOf(key)).toBe(3);
  });

  it("a read outside the transaction does not see its rows before COMMIT", async () => {
    const { rate_limit_hits } = tables();
    const key = "db:uncommitted";
    let written!: () => void;
    const inserted = new Promise<void>((resolve) => (written = resolve));
    const outside = (async () => {
      await inserted;
      return hitsOf(key);
    })();
    const seenInside = await withTransaction(async (tx) => {
      await tx.insert(rate_limit_hits).values({ key, hit_at: new Date() });
      written();
      return [await outside, await hitsOf(key)];
    });
    expect(seenInside).toEqual([0, 1]);
    expect(await hitsOf(key)).toBe(1);
  });

  it("a transaction that throws leaves nothing behind, and the next one runs", async () => {
    const { rate_limit_hits } = tables();
    await expect(
      withTransaction(async (tx) => {
        await tx.insert(rate_limit_hits).values({ key: "db:rolled-back", hit_at: new Date() });
        throw new Error("refus");
      }),
    ).rejects.toThrow("refus");
    expect(await hitsOf("db:rolled-back")).toBe(0);
    await withTransaction((tx) => tx.insert(rate_limit_hits).values({ key: "db:after", hit_at: new Date() }));
    expect(await hitsOf("db:after")).toBe(1);
  });
});
