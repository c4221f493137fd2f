import { desc } from "drizzle-orm";
import { db, tables, type Db } from "../platform/database.server";
import type { PrivacyRequest } from "../platform/schema.server";

/** Records a handing-over or an erasure: who, when, which orders, how many emails; never the address. */
export async function recordPrivacyRequest(tx: Db, kind: PrivacyRequest["kind"], actor: string, request: { orderReferences: string[]; emailsCount: number }, now: Date) {
  const { privacy_requests } = tables();
  await tx
    .insert(privacy_requests)
    .values({ kind, actor, order_references: request.orderReferences, emails_count: request.emailsCount, created_at: now });
}

/** The latest exports and erasures, for the Clients screen. */
export async function recentPrivacyRequests(limit = 20): Promise<PrivacyRequest[]> {
  const { privacy_requests } = tables();
  return db().select().from(privacy_requests).orderBy(desc(privacy_requests.created_at), desc(privacy_requests.id)).limit(limit);
}
