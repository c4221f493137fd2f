import { count, eq } from "drizzle-orm";
import { db, tables } from "~/lib/platform/database.server";

/** Rate-limit hits kept for a key, read outside any transaction, on whichever engine is in use. */
export async function hitsOf(key: string) {
  const { rate_limit_hits } = tables();
  const [row] = await db().select({ n: count() }).from(rate_limit_hits).where(eq(rate_limit_hits.key, key));
  return row.n;
}
