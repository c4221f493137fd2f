import { createHmac } from "node:crypto";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { purchaseRefusal } from "../catalog/product-rules";
import { normaliseEmail } from "../format/email-address";
import type { Lang } from "../i18n/lang";
import { kickSender } from "../mail/sender.server";
import { getConfig } from "../platform/config.server";
import { hashOfLinkToken as hashOf, newLinkToken, OPAQUE, sha256 } from "../platform/link-token.server";
import { affectedRows, db, tables, withTransaction, type Db } from "../platform/database.server";
import { takeSlotIn, tryAgainIn, type Bucket } from "../platform/rate-limit.server";
import type { AwaitedFormat } from "./awaited";
import { queueConfirmation } from "./emails.server";

const MINUTE = 60_000;

/**
 * Per client, what a shopper waiting for a few formats needs; per address, from anywhere, so
 * nobody can flood someone else's inbox with confirmation emails.
 */
export const ALERT_LIMITS = {
  client: { max: 5, windowMs: 15 * MINUTE },
  address: { max: 3, windowMs: 60 * MINUTE },
} as const;

/** The one answer to every accepted request, so the page never tells whether an address already asked. */
export const ASKED =
  "C'est noté. Si cette adresse est valide, un email vient de vous être envoyé : cliquez sur son lien pour confirmer l'alerte.";

export const NOT_AWAITABLE = "Ce format n'est pas en rupture de stock : vous pouvez le commander dès maintenant.";

/** The address never enters the rate limiter's table: its bucket is named by a hash. */
function buckets(email: string, client: string): Bucket[] {
  return [
    { key: `stock-alert:client:${client}`, ...ALERT_LIMITS.client },
    { key: `stock-alert:address:${sha256(email)}`, ...ALERT_LIMITS.address },
  ];
}

/** Opaque key of an address for the alert's « stop every alert » link; the purpose is in the signed text. */
function emailKeyOf(email: string): string {
  const [secret] = getConfig().sessionSecrets;
  return createHmac("sha256", secret).update(`stock-alert-address|${email}`).digest("base64url");
}

/** The product's name and slug and the format: what an alert names and links to. */
function awaitedColumns() {
  const { product_formats, products } = tables();
  return { product: { name: products.name, slug: products.slug }, format: product_formats };
}

/** A format one can wait for: active and refused only for want of stock (the product rules say which). */
async function awaitableFormat(tx: Db, formatId: number): Promise<AwaitedFormat | undefined> {
  const { product_formats, products } = tables();
  const [row] = await tx
    .select(awaitedColumns())
    .from(product_formats)
    .innerJoin(products, eq(products.id, product_formats.product_id))
    .where(and(eq(product_formats.id, formatId), eq(product_formats.is_active, true)))
    .limit(1);
  return row && purchaseRefusal(row.format) === "out-of-stock" ? row : undefined;
}

export type Ask = { ok: true } | { ok: false; reason: "limited"; message: string } | { ok: false; reason: "not-awaitable" };

/**
 * « Me prévenir du retour »: counted against both limits, then one row per address and format.
 * A new request, or one still unconfirmed (its email lost), gets a fresh confirmation email; a
 * confirmed one is left alone. All in one write transaction, so parallel requests neither
 * pass the limits nor write two rows (the limits' locks serialise the requests of one address).
 */
export async function askStockAlert(input: { email: string; formatId: number; lang: Lang }, client: string, now = new Date()): Promise<Ask> {
  const { stock_alerts } = tables();
  const email = normaliseEmail(input.email);
  const { token, hash: tokenHash } = newLinkToken();
  const outcome = await withTransaction(async (tx): Promise<Ask & { queued?: boolean }> => {
    const slot = await takeSlotIn(tx, buckets(email, client), now);
    if (!slot.allowed) {
      return { ok: false, reason: "limited", message: `Trop de demandes d'alerte. ${tryAgainIn(slot.retryAfterMs)}` };
    }
    const awaited = await awaitableFormat(tx, input.formatId);
    if (!awaited) return { ok: false, reason: "not-awaitable" };
    const [existing] = await tx
      .select()
      .from(stock_alerts)
      .where(and(eq(stock_alerts.email, email), eq(stock_alerts.format_id, input.formatId)))
      .limit(1);
    if (existing?.confirmed_at) return { ok: true, queued: false };
    // Asking again restarts the unconfirmed period: the new link is the only one that works, in
    // the language of the page asked on this time.
    const [row] = existing
      ? await tx.update(stock_alerts).set({ token_hash: tokenHash, created_at: now, lang: input.lang }).where(eq(stock_alerts.id, existing.id)).returning()
      : await tx
          .insert(stock_alerts)
          .values({ email, email_key: emailKeyOf(email), format_id: input.formatId, token_hash: tokenHash, created_at: now, lang: input.lang })
          .returning();
    await queueConfirmation(tx, { id: row.id, email, tokenHash, lang: row.lang }, awaited, token);
    return { ok: true, queued: true };
  });
  if (outcome.ok && outcome.queued) kickSender();
  return outcome.ok ? { ok: true } : outcome;
}

export type AlertView = AwaitedFormat & { confirmed: boolean };

/** What the link of a confirmation email shows; reading it changes nothing (mail scanners open links). */
export async function findStockAlert(token: string): Promise<AlertView | null> {
  const hash = hashOf(token);
  if (!hash) return null;
  const { product_formats, products, stock_alerts } = tables();
  const [row] = await db()
    .select({ ...awaitedColumns(), confirmedAt: stock_alerts.confirmed_at })
    .from(stock_alerts)
    .innerJoin(product_formats, eq(product_formats.id, stock_alerts.format_id))
    .innerJoin(products, eq(products.id, product_formats.product_id))
    .where(eq(stock_alerts.token_hash, hash))
    .limit(1);
  return row ? { product: row.product, format: row.format, confirmed: row.confirmedAt != null } : null;
}

/**
 * The shopper's click on « Confirmer mon alerte »: only then does the request count. The update
 * itself checks the row is still unconfirmed, so of two parallel clicks one confirms.
 */
export async function confirmStockAlert(token: string, now = new Date()): Promise<"confirmed" | "already" | "missing"> {
  const hash = hashOf(token);
  if (!hash) return "missing";
  const { stock_alerts } = tables();
  const outcome = await withTransaction(async (tx) => {
    const [row] = await tx.select().from(stock_alerts).where(eq(stock_alerts.token_hash, hash)).limit(1);
    if (!row) return "missing" as const;
    if (row.confirmed_at) return "already" as const;
    const updated = await tx
      .update(stock_alerts)
      .set({ confirmed_at: now })
      .where(and(eq(stock_alerts.id, row.id), isNull(stock_alerts.confirmed_at)));
    return affectedRows(updated) > 0 ? ("confirmed" as const) : ("already" as const);
  });
  // The format may be back already: the sender's next pass alerts at once.
  if (outcome === "confirmed") kickSender();
  return outcome;
}

/** « Ne plus être prévenu », or the one-click unsubscribe of the confirmation email. */
export async function cancelStockAlert(token: string): Promise<boolean> {
  const hash = hashOf(token);
  if (!hash) return false;
  const { stock_alerts } = tables();
  return withTransaction(async (tx) => affectedRows(await tx.delete(stock_alerts).where(eq(stock_alerts.token_hash, hash))) > 0);
}

/** The addresses a key names (keys are HMACs of the address, so one key names one address). */
async function addressesOf(tx: Db, emailKey: string): Promise<string[]> {
  if (!OPAQUE.test(emailKey)) return [];
  const { stock_alerts } = tables();
  const rows = await tx.selectDistinct({ email: stock_alerts.email }).from(stock_alerts).where(eq(stock_alerts.email_key, emailKey));
  return rows.map((r) => r.email);
}

/** How many requests the address of an alert email still has waiting. */
export async function waitingForAddress(emailKey: string): Promise<number> {
  const { stock_alerts } = tables();
  const emails = await addressesOf(db(), emailKey);
  if (!emails.length) return 0;
  const [row] = await db().select({ waiting: count() }).from(stock_alerts).where(inArray(stock_alerts.email, emails));
  return Number(row?.waiting ?? 0);
}

/** The alert email's « Ne plus recevoir d'alertes »: every request of that address, gone. */
export function forgetAddress(emailKey: string): Promise<number> {
  const { stock_alerts } = tables();
  return withTransaction(async (tx) => {
    const emails = await addressesOf(tx, emailKey);
    return emails.length ? affectedRows(await tx.delete(stock_alerts).where(inArray(stock_alerts.email, emails))) : 0;
  });
}

/** One address's requests, for the customer file (GDPR art. 15). */
export async function alertsOfAddress(tx: Db, email: string) {
  const { product_formats, products, stock_alerts } = tables();
  return tx
    .select({ ...awaitedColumns(), createdAt: stock_alerts.created_at, confirmedAt: stock_alerts.confirmed_at, lang: stock_alerts.lang })
    .from(stock_alerts)
    .innerJoin(product_formats, eq(product_formats.id, stock_alerts.format_id))
    .innerJoin(products, eq(products.id, product_formats.product_id))
    .where(eq(stock_alerts.email, email))
    .orderBy(asc(stock_alerts.created_at), asc(stock_alerts.id));
}

/** The erasure of a customer (GDPR art. 17) takes their waiting requests too. */
export async function forgetAlertsOf(tx: Db, email: string): Promise<number> {
  const { stock_alerts } = tables();
  return affectedRows(await tx.delete(stock_alerts).where(eq(stock_alerts.email, email)));
}
