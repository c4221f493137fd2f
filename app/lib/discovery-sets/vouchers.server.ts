import { randomInt } from "node:crypto";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { heldUses } from "../holds/holds.server";
import { formatPrice } from "../format/money";
import { addCalendarMonths, formatParisDate, parisDay, parisDayEnd } from "../format/paris-time";
import { db, forUpdate, tables, type Db } from "../platform/database.server";
import type { Order, OrderItem, SetVoucher } from "../platform/schema.server";
import { moveValue } from "../stored-value/ledger.server";
import { isSetVoucherCode, paidPerSet, SET_VOUCHER_RULE, VOUCHER_PREFIX, voucherBottleOf, voucherDiscountCents } from "./set-rules";

/**
 * An unknown code, a voucher already used and one its set's refund cancelled answer alike (one
 * spent reveals that it existed); « Appliquer » is counted per client besides (decision 144).
 */
export const VOUCHER_UNKNOWN = "Ce code promo n'est pas valide ou a déjà été utilisé";
export const VOUCHER_HELD = "Ce bon coffret est réservé par un paiement en cours : réessayez dans une demi-heure s'il n'aboutit pas";
export const VOUCHER_NO_BOTTLE = `Ajoutez un grand format à votre panier pour utiliser ce bon. ${SET_VOUCHER_RULE}`;

/** No 0/O, 1/I/L: a code read on a packing slip is typed back without doubt. 31^12 ≈ 2^59 codes. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function newCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${VOUCHER_PREFIX}${group()}-${group()}-${group()}`;
}

/** The last second of the Paris day `months` after the payment's day (31 January + 1 month: 28 or 29 February). */
export function voucherExpiry(paidAt: Date, months: number): Date {
  return parisDayEnd(addCalendarMonths(parisDay(paidAt), months));
}

async function findVoucher(code: string): Promise<SetVoucher | undefined> {
  const { set_vouchers } = tables();
  const [voucher] = await db().select().from(set_vouchers).where(eq(set_vouchers.code, code)).limit(1);
  return voucher;
}

/** Why this voucher cannot pay now, or null. `held`: pending checkouts holding it (its own left out). */
function voucherRefusal(voucher: SetVoucher | undefined, now: Date, held: number): string | null {
  if (!voucher || voucher.status !== "active" || voucher.balance_cents === 0) return VOUCHER_UNKNOWN;
  if (voucher.expires_at < now) return `Ce bon coffret a expiré le ${formatParisDate(voucher.expires_at)}`;
  if (held > 0) return VOUCHER_HELD;
  return null;
}

/** Of these formats, the ones a voucher pays: each its perfume's largest full bottle on sale (decision 155). */
async function eligibleFormatIds(formatIds: number[]): Promise<Set<number>> {
  const { product_formats } = tables();
  if (!formatIds.length) return new Set();
  const perfumes = db().select({ id: product_formats.product_id }).from(product_formats).where(inArray(product_formats.id, formatIds));
  const onSale = await db()
    .select({ id: product_formats.id, product_id: product_formats.product_id, volume_ml: product_formats.volume_ml, set_contents: product_formats.set_contents })
    .from(product_formats)
    .where(and(inArray(product_formats.product_id, perfumes), eq(product_formats.is_active, true)));
  const eligible = new Set<number>();
  for (const productId of new Set(onSale.map((f) => f.product_id))) {
    const bottle = voucherBottleOf(onSale.filter((f) => f.product_id === productId));
    if (bottle) eligible.add(bottle.id);
  }
  return eligible;
}

export type VoucherPricing = { ok: true; discountCents: number } | { ok: false; error: string };

/**
 * What a voucher takes off a cart's lines now: its value, at most the eligible bottles' total. The
 * cart, the « Appliquer » button and checkout all come here; checkout does so under the voucher's
 * row lock (`lockHeldRows`), so two checkouts never both count it free.
 */
export async function priceVoucher(code: string, lines: { formatId: number; lineTotalCents: number }[], now: Date): Promise<VoucherPricing> {
  const voucher = await findVoucher(code);
  const refusal = voucherRefusal(voucher, now, voucher ? await heldUses(code, now) : 0);
  if (refusal || !voucher) return { ok: false, error: refusal ?? VOUCHER_UNKNOWN };
  const eligible = await eligibleFormatIds(lines.map((l) => l.formatId));
  const eligibleCents = lines.filter((l) => eligible.has(l.formatId)).reduce((sum, l) => sum + l.lineTotalCents, 0);
  if (eligibleCents === 0) return { ok: false, error: VOUCHER_NO_BOTTLE };
  return { ok: true, discountCents: voucherDiscountCents(voucher.balance_cents, eligibleCents) };
}

/**
 * Why the voucher an order was priced with cannot be consumed by its payment, or null. Within the
 * order's hold nobody else could take it, so only a refund of the set could have cancelled it
 * (refused while held, decision 115); after, it must still be free and valid.
 */
export async function voucherPaymentProblem(order: Order, holdCounts: boolean, now: Date): Promise<string | null> {
  const voucher = await findVoucher(order.promo_code!);
  const refusal = holdCounts
    ? voucher?.status === "active"
      ? null
      : voucherRefusal(voucher, now, 0)
    : voucherRefusal(voucher, now, await heldUses(order.promo_code!, now, order.id));
  return refusal ? `Bon coffret ${order.promo_code} : ${refusal}.` : null;
}

/**
 * In the payment's transaction: the voucher is this order's, once. The ledger debits what it paid
 * (the order's discount) and cancels the rest, which a single use does not carry over.
 */
export async function consumeVoucher(tx: Db, order: Order, now: Date): Promise<void> {
  const { set_vouchers } = tables();
  const [voucher] = await tx
    .update(set_vouchers)
    .set({ status: "used", used_order_id: order.id, used_at: now, updated_at: now })
    .where(and(eq(set_vouchers.code, order.promo_code!), eq(set_vouchers.status, "active")))
    .returning();
  if (!voucher) return;
  const instrument = { setVoucherId: voucher.id };
  const paid = Math.min(order.discount_cents, voucher.balance_cents);
  if (paid > 0) await moveValue(tx, { instrument, orderId: order.id, kind: "debit", amountCents: paid, now });
  if (voucher.balance_cents > paid) await moveValue(tx, { instrument, orderId: order.id, kind: "cancel", amountCents: voucher.balance_cents - paid, now });
}

/**
 * When the order that used a voucher is refunded in full, in that refund's transaction: the
 * voucher comes back as it was before (its debit and its cancelled rest credited), usable again
 * until its own expiry.
 */
export async function giveBackVoucher(tx: Db, order: Order, now: Date): Promise<SetVoucher | null> {
  const { set_vouchers, stored_value_ledger } = tables();
  if (!order.promo_code || !isSetVoucherCode(order.promo_code)) return null;
  const [voucher] = await forUpdate(
    tx.select().from(set_vouchers).where(and(eq(set_vouchers.code, order.promo_code), eq(set_vouchers.status, "used"), eq(set_vouchers.used_order_id, order.id))),
  );
  if (!voucher) return null;
  const moves = await tx
    .select({ amount: stored_value_ledger.amount_cents })
    .from(stored_value_ledger)
    .where(and(eq(stored_value_ledger.set_voucher_id, voucher.id), eq(stored_value_ledger.order_id, order.id), inArray(stored_value_ledger.kind, ["debit", "cancel"])));
  const taken = -moves.reduce((sum, m) => sum + m.amount, 0);
  if (taken > 0) await moveValue(tx, { instrument: { setVoucherId: voucher.id }, orderId: order.id, kind: "credit", amountCents: taken, now });
  const [back] = await tx
    .update(set_vouchers)
    .set({ status: "active", used_order_id: null, used_at: null, updated_at: now })
    .where(eq(set_vouchers.id, voucher.id))
    .returning();
  return back;
}

/**
 * After a refund of the set's order moved its vouchers' balances (or its failure gave them back):
 * a voucher with nothing left is cancelled, one given something back is active again. A used
 * voucher stays used.
 */
export async function settleVoucherStatuses(tx: Db, voucherIds: number[], now: Date): Promise<void> {
  const { set_vouchers } = tables();
  if (!voucherIds.length) return;
  await tx
    .update(set_vouchers)
    .set({ status: "cancelled", cancelled_at: now, updated_at: now })
    .where(and(inArray(set_vouchers.id, voucherIds), eq(set_vouchers.status, "active"), eq(set_vouchers.balance_cents, 0)));
  await tx
    .update(set_vouchers)
    .set({ status: "active", cancelled_at: null, updated_at: now })
    .where(and(inArray(set_vouchers.id, voucherIds), eq(set_vouchers.status, "cancelled"), gt(set_vouchers.balance_cents, 0)));
}

/** The formats of these lines that are sets, with their voucher's validity. */
async function setFormats(tx: Db, items: OrderItem[]): Promise<Map<number, number>> {
  const { product_formats } = tables();
  const ids = items.flatMap((i) => (i.format_id == null ? [] : [i.format_id]));
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: product_formats.id, months: product_formats.voucher_months, contents: product_formats.set_contents })
    .from(product_formats)
    .where(inArray(product_formats.id, ids));
  return new Map(rows.flatMap((r) => (r.contents == null || r.months == null ? [] : [[r.id, r.months] as const])));
}

/**
 * In the payment's transaction: one voucher per set bought, worth what was paid for that set (its
 * price less its share of a promo code's discount; a voucher never pays a set, decision 114).
 */
export async function issueSetVouchers(tx: Db, order: Order, items: OrderItem[], now: Date): Promise<void> {
  const { set_vouchers } = tables();
  const months = await setFormats(tx, items);
  const promoDiscount = order.promo_code && !isSetVoucherCode(order.promo_code) ? order.discount_cents : 0;
  // The promo discounts the perfumes only, never a gift card bought beside them: its share is
  // taken on their subtotal.
  const perfumesCents = items.filter((i) => i.product_id != null || i.format_id != null).reduce((sum, i) => sum + i.unit_price_cents * i.quantity, 0);
  for (const item of items) {
    const validity = item.format_id == null ? undefined : months.get(item.format_id);
    if (validity === undefined) continue;
    const value = paidPerSet(item.unit_price_cents, perfumesCents, promoDiscount);
    for (let n = 0; n < item.quantity; n++) {
      const [voucher] = await tx
        .insert(set_vouchers)
        .values({ code: newCode(), order_id: order.id, order_item_id: item.id, value_cents: value, expires_at: voucherExpiry(now, validity), created_at: now, updated_at: now })
        .returning({ id: set_vouchers.id });
      if (value > 0) await moveValue(tx, { instrument: { setVoucherId: voucher.id }, orderId: order.id, kind: "issue", amountCents: value, now });
    }
  }
}

/** The vouchers an order's sets issued, in the order they were issued. */
export async function vouchersIssuedBy(orderId: number): Promise<SetVoucher[]> {
  const { set_vouchers } = tables();
  return db().select().from(set_vouchers).where(eq(set_vouchers.order_id, orderId)).orderBy(asc(set_vouchers.id));
}

/** "COFFRET-…, 45,00 € sur un grand format, valable jusqu'au 26/05/2027": how every document states one. */
export function voucherSentence(v: Pick<SetVoucher, "code" | "value_cents" | "expires_at" | "status">): string {
  const state = v.status === "used" ? " (utilisé)" : v.status === "cancelled" ? " (annulé : coffret remboursé)" : "";
  return `${v.code} : ${formatPrice(v.value_cents)} à valoir sur un grand format, valable jusqu'au ${formatParisDate(v.expires_at)}${state}`;
}
