import { and, asc, count, eq, isNotNull, isNull, lt } from "drizzle-orm";
import * as z from "../platform/zod";
import { cursorOf, keysetCursorFields, keysetPage, type KeysetRead } from "../platform/keyset-pages.server";
import { containsFolded } from "../platform/sql-dialect.server";
import { singleLine } from "../platform/text-input";
import { normaliseEmail } from "../format/email-address";
import type { Lang } from "../i18n/lang";
import { kickSender } from "../mail/sender.server";
import { affectedRows, db, tables, withTransaction, type Db } from "../platform/database.server";
import { hashOfLinkToken, newLinkToken, sha256 } from "../platform/link-token.server";
import { takeSlotIn, tryAgainIn, type Bucket } from "../platform/rate-limit.server";
import { newsletterUnconfirmedCutoff } from "../privacy/retention-periods";
import { csvFile } from "../format/csv";
import { consentText, NEWSLETTER_CONSENT } from "./consent";
import { sourceLabel, type NEWSLETTER_SOURCES } from "./sources";
import { queueNewsletterConfirmation } from "./emails.server";

const MINUTE = 60_000;

/** As for stock alerts: per client against scripts, per address so nobody floods someone's inbox. */
export const NEWSLETTER_LIMITS = {
  client: { max: 5, windowMs: 15 * MINUTE },
  address: { max: 3, windowMs: 60 * MINUTE },
} as const;

/** The one answer to every accepted sign-up: the page never tells whether an address is subscribed. */
export const SIGNED_UP =
  "C'est noté. Si cette adresse est valide, un email vient de vous être envoyé : cliquez sur son lien pour confirmer votre inscription.";

function buckets(email: string, client: string): Bucket[] {
  return [
    { key: `newsletter:client:${client}`, ...NEWSLETTER_LIMITS.client },
    // The address never enters the limiter's table: its bucket is named by a hash.
    { key: `newsletter:address:${sha256(email)}`, ...NEWSLETTER_LIMITS.address },
  ];
}

export type SignUp = { ok: true } | { ok: false; message: string };

/**
 * A sign-up: counted against both limits, then one row per address. A new or still unconfirmed
 * one gets a fresh token and confirmation email (recording the consent's version and date of this
 * request); a confirmed one is left alone. One write transaction, so parallel posts of one
 * address neither pass the limits nor write two rows.
 */
export async function signUp(
  input: { email: string; source: (typeof NEWSLETTER_SOURCES)[number]; lang: Lang },
  client: string,
  now = new Date(),
): Promise<SignUp> {
  const { newsletter_subscriptions: subs } = tables();
  const email = normaliseEmail(input.email);
  const { token, hash } = newLinkToken();
  const outcome = await withTransaction(async (tx): Promise<SignUp & { queued?: boolean }> => {
    const slot = await takeSlotIn(tx, buckets(email, client), now);
    if (!slot.allowed) {
      return { ok: false, message: `Trop de demandes d'inscription. ${tryAgainIn(slot.retryAfterMs)}` };
    }
    const [existing] = await tx.select().from(subs).where(eq(subs.email, email)).limit(1);
    if (existing?.confirmed_at) return { ok: true, queued: false };
    const values = { token_hash: hash, source: input.source, consent_version: NEWSLETTER_CONSENT.version, created_at: now, lang: input.lang };
    const [row] = existing
      ? await tx.update(subs).set(values).where(and(eq(subs.id, existing.id), isNull(subs.confirmed_at))).returning()
      : await tx.insert(subs).values({ email, ...values }).returning();
    if (!row) return { ok: true, queued: false };
    await queueNewsletterConfirmation(tx, { id: row.id, email, tokenHash: hash, lang: row.lang }, token);
    return { ok: true, queued: true };
  });
  if (outcome.ok && outcome.queued) kickSender();
  return outcome.ok ? { ok: true } : outcome;
}

/** What the confirmation link shows; reading it changes nothing (mail scanners open links). */
export async function findSubscription(token: string): Promise<{ confirmed: boolean } | null> {
  const hash = hashOfLinkToken(token);
  if (!hash) return null;
  const { newsletter_subscriptions: subs } = tables();
  const [row] = await db().select({ confirmedAt: subs.confirmed_at }).from(subs).where(eq(subs.token_hash, hash)).limit(1);
  return row ? { confirmed: row.confirmedAt != null } : null;
}

/**
 * « Confirmer mon inscription »: only then does the subscription count. The update checks the row
 * is still unconfirmed, so of two parallel clicks one confirms. The date recorded is this one.
 */
export async function confirmSubscription(token: string, now = new Date()): Promise<"confirmed" | "already" | "missing"> {
  const hash = hashOfLinkToken(token);
  if (!hash) return "missing";
  const { newsletter_subscriptions: subs } = tables();
  return withTransaction(async (tx) => {
    const [row] = await tx.select().from(subs).where(eq(subs.token_hash, hash)).limit(1);
    if (!row) return "missing" as const;
    if (row.confirmed_at) return "already" as const;
    const updated = await tx.update(subs).set({ confirmed_at: now }).where(and(eq(subs.id, row.id), isNull(subs.confirmed_at)));
    return affectedRows(updated) > 0 ? ("confirmed" as const) : ("already" as const);
  });
}

/** « Me désinscrire », or a mail client's one-click POST: the address is gone, not flagged. */
export async function unsubscribe(token: string): Promise<boolean> {
  const hash = hashOfLinkToken(token);
  if (!hash) return false;
  const { newsletter_subscriptions: subs } = tables();
  return withTransaction(async (tx) => affectedRows(await tx.delete(subs).where(eq(subs.token_hash, hash))) > 0);
}

type Subscriber = { email: string; confirmedAt: Date; consentVersion: string; source: string };

/** Subscribers per page of the owner's screen: the page's size stays the same however long the list. */
const SUBSCRIBERS_PER_PAGE = 50;

/** The screen's search and page, from its query string; a value that makes no sense is ignored. */
const subscriberQuerySchema = z.object({
  q: singleLine()
    .max(254)
    .transform((v) => v || undefined)
    .optional()
    .catch(undefined),
  ...keysetCursorFields,
});
export type SubscriberQuery = z.infer<typeof subscriberQuerySchema>;

export function readSubscriberQuery(params: URLSearchParams): SubscriberQuery {
  return subscriberQuerySchema.parse(Object.fromEntries(["q", "after", "before"].flatMap((k) => (params.has(k) ? [[k, params.get(k)!]] : []))));
}

/**
 * One page of the confirmed subscribers, newest first, those whose address contains the search
 * (case and accents folded), and how many match: the orders' keyset kit (decision 064).
 */
export async function subscribersPage(query: SubscriberQuery, size = SUBSCRIBERS_PER_PAGE) {
  const { newsletter_subscriptions: subs } = tables();
  const where = [isNotNull(subs.confirmed_at), ...(query.q ? [containsFolded(subs.email, query.q)] : [])];
  const read: KeysetRead<Subscriber & { id: number }> = async (conditions, order, limit) => {
    const rows = await db()
      .select({ id: subs.id, email: subs.email, confirmedAt: subs.confirmed_at, consentVersion: subs.consent_version, source: subs.source })
      .from(subs)
      .where(and(...where, ...conditions))
      .orderBy(...order)
      .limit(limit);
    return rows.map((r) => ({ ...r, confirmedAt: r.confirmedAt! }));
  };
  const [page, [{ total }]] = await Promise.all([
    keysetPage({ at: subs.confirmed_at, id: subs.id }, read, query, size, (s) => cursorOf(s.confirmedAt, s.id)),
    db().select({ total: count() }).from(subs).where(and(...where)),
  ]);
  return { subscribers: page.rows.map(({ id: _id, ...s }) => s), older: page.older, newer: page.newer, total };
}

/** The confirmed subscribers, oldest first, with the language they signed up in: the owner's CSV. */
async function confirmedSubscribers(): Promise<(Subscriber & { lang: string })[]> {
  const { newsletter_subscriptions: subs } = tables();
  const rows = await db()
    .select({ email: subs.email, confirmedAt: subs.confirmed_at, consentVersion: subs.consent_version, source: subs.source, lang: subs.lang })
    .from(subs)
    .where(isNotNull(subs.confirmed_at))
    .orderBy(asc(subs.confirmed_at), asc(subs.id));
  return rows.map((r) => ({ ...r, confirmedAt: r.confirmedAt! }));
}

/**
 * The confirmed subscribers as a CSV for the owner's mailing tool: each with the date and the
 * consent's version, the proof the tool may be asked for (decision 112), and the language to
 * write to them in (the one of the page they signed up on).
 */
export async function subscribersCsv(): Promise<string> {
  const rows = await confirmedSubscribers();
  return csvFile(
    ["email", "confirme_le", "version_consentement", "texte_consentement", "origine", "langue"],
    rows.map((s) => [s.email, s.confirmedAt.toISOString(), s.consentVersion, consentText(s.consentVersion), sourceLabel(s.source), s.lang]),
  );
}

/** One address's subscription, for the customer file (GDPR art. 15). */
export async function subscriptionOfAddress(tx: Db, email: string) {
  const { newsletter_subscriptions: subs } = tables();
  const [row] = await tx
    .select({ createdAt: subs.created_at, confirmedAt: subs.confirmed_at, consentVersion: subs.consent_version, source: subs.source, lang: subs.lang })
    .from(subs)
    .where(eq(subs.email, email))
    .limit(1);
  return row ?? null;
}

/** The erasure of a customer (GDPR art. 17) takes their subscription too. */
export async function forgetSubscriptionOf(tx: Db, email: string): Promise<number> {
  const { newsletter_subscriptions: subs } = tables();
  return affectedRows(await tx.delete(subs).where(eq(subs.email, email)));
}

/** The retention job: sign-ups never confirmed within their period are deleted. */
export async function expireUnconfirmed(tx: Db, now: Date): Promise<number> {
  const { newsletter_subscriptions: subs } = tables();
  return affectedRows(await tx.delete(subs).where(and(isNull(subs.confirmed_at), lt(subs.created_at, newsletterUnconfirmedCutoff(now)))));
}
