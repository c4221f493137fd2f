import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { heldUses } from "../holds/holds.server";
import { formatPrice } from "../format/money";
import { formatParisDate, parisDay, parisDayEnd } from "../format/paris-time";
import { db, forUpdate, tables, type Db } from "../platform/database.server";
import type { Order, OrderItem, SetVoucher } from "../platform/schema.server";
import { paidPerSet, VOUCHER_PREFIX, voucherDiscountCents } from "./set-rules";

const VOUCHER_UNKNOWN = "Ce code promo n'est pas valide";
export const VOUCHER_USED = "Ce bon coffret a déjà été utilisé";
export const VOUCHER_CANCELLED = "Ce bon coffret a été annulé : le coffret qui l'a émis a été remboursé";
export const VOUCHER_HELD = "Ce bon coffret est réservé par un paiement en cours : réessayez dans une demi-heure s'il n'aboutit pas";
export const VOUCHER_NO_BOTTLE = "Ce bon coffret s'utilise sur un grand format : ajoutez à votre panier un flacon éligible";

/** No 0/O, 1/I/L: a code read on a packing slip is typed back without doubt. 31^12 ≈ 2^59 codes. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function newCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${VOUCHER_PREFIX}${group()}-${group()}-${group()}`;
}

/** The last second of the Paris day `months` after the payment's day (31 January + 1 month: 28 or 29 February). */
export function voucherExpiry(paidAt: Date, months: number): Date {
  const [y, m, d] = parisDay(paidAt).split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(y, m - 1 + months, Math.min(d, last)));
  return parisDayEnd(target.toISOString().slice(0, 10));
}

async function findVoucher(code: string): Promise<SetVoucher | undefined> {
  const { set_vouchers } = tables();
  const [voucher] = await db().select().from(set_vouchers).where(eq(set_vouchers.code, code)).limit(1);
  return voucher;
}

/** Why this voucher cannot pay now, or null. `held`: pending checkouts holding it (its own left out). */
function voucherRefusal(voucher: SetVoucher | undefined, now: Date, held: number): string | null {
  if (!voucher) return VOUCHER_UNKNOWN;
  if (voucher.status === "cancelled") return VOUCHER_CANCELLED;
  if (voucher.status === "used") return VOUCHER_USED;
  if (voucher.expires_at < now) return `Ce bon coffret a expiré le ${formatParisDate(voucher.expires_at)}`;
  if (held > 0) return VOUCHER_HELD;
  return null;
}

/** Of these formats, the full bottles a voucher may pay for (never a set). */
async function eligibleFormatIds(formatIds: number[]): Promise<Set<number>> {
  const { product_formats } = tables();
  if (!formatIds.length) return new Set();
  const rows = await db()
    .select({ id: product_formats.id })
    .from(product_formats)
    .where(and(inArray(product_formats.id, formatIds), eq(product_formats.voucher_eligible, true), isNull(product_formats.set_contents)));
  return new Set(rows.map((r) => r.id));
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
  return { ok: true, discountCents: voucherDiscountCents(voucher.value_cents, eligibleCents) };
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

/** In the payment's transaction: the voucher is this order's, once. */
export async function consumeVoucher(tx: Db, order: Order, now: Date): Promise<void> {
  const { set_vouchers } = tables();
  await tx
    .update(set_vouchers)
    .set({ status: "used", used_order_id: order.id, used_at: now, updated_at: now })
    .where(and(eq(set_vouchers.code, order.promo_code!), eq(set_vouchers.status, "active")));
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
  const promoDiscount = order.promo_code && !order.promo_code.startsWith(VOUCHER_PREFIX) ? order.discount_cents : 0;
  for (const item of items) {
    const validity = item.format_id == null ? undefined : months.get(item.format_id);
    if (validity === undefined) continue;
    const value = paidPerSet(item.unit_price_cents, order.subtotal_cents, promoDiscount);
    for (let n = 0; n < item.quantity; n++) {
      await tx
        .insert(set_vouchers)
        .values({ code: newCode(), order_id: order.id, order_item_id: item.id, value_cents: value, expires_at: voucherExpiry(now, validity), created_at: now, updated_at: now });
    }
  }
}

/** The vouchers an order's sets issued, in the order they were issued. */
export async function vouchersIssuedBy(orderId: number): Promise<SetVoucher[]> {
  const { set_vouchers } = tables();
  return db().select().from(set_vouchers).where(eq(set_vouchers.order_id, orderId)).orderBy(asc(set_vouchers.id));
}

/** What an order's vouchers already paid on later orders: the part of it no refund gives back (decision 115). */
export async function spentByVouchers(orderId: number): Promise<number> {
  return (await vouchersIssuedBy(orderId)).filter((v) => v.status === "used").reduce((sum, v) => sum + v.value_cents, 0);
}

/** "COFFRET-…, 45,00 € sur un grand format, valable jusqu'au 26/05/2027": how every document states one. */
export function voucherSentence(v: Pick<SetVoucher, "code" | "value_cents" | "expires_at" | "status">): string {
  const state = v.status === "used" ? " (utilisé)" : v.status === "cancelled" ? " (annulé : coffret remboursé)" : "";
  return `${v.code} : ${formatPrice(v.value_cents)} à valoir sur un grand format, valable jusqu'au ${formatParisDate(v.expires_at)}${state}`;
}

export type VoucherRefund = { ok: true; cancelled: SetVoucher[] } | { ok: false; reason: string };

/**
 * Inside the refund's first transaction (decision 115): the money the shop keeps after this
 * refund must cover the vouchers already used and those still valid. A used voucher lowers what
 * can be refunded; a valid one the refund eats into is cancelled now, the latest first; one a
 * payment under way holds refuses the refund until that payment ends.
 */
export async function cancelVouchersForRefund(tx: Db, order: Order, refundCents: number, now: Date): Promise<VoucherRefund> {
  const { set_vouchers } = tables();
  const vouchers = await forUpdate(tx.select().from(set_vouchers).where(eq(set_vouchers.order_id, order.id)).orderBy(asc(set_vouchers.id)));
  if (!vouchers.length) return { ok: true, cancelled: [] };
  const used = vouchers.filter((v) => v.status === "used").reduce((sum, v) => sum + v.value_cents, 0);
  const left = order.total_cents - order.refunded_cents - used;
  if (refundCents > left) {
    return { ok: false, reason: `Les bons coffret déjà utilisés (${formatPrice(used)}) restent acquis : au plus ${formatPrice(Math.max(0, left))} peuvent être remboursés.` };
  }
  const kept = left - refundCents;
  const active = vouchers.filter((v) => v.status === "active");
  let stillValid = active.reduce((sum, v) => sum + v.value_cents, 0);
  const cancelled: SetVoucher[] = [];
  for (const voucher of [...active].reverse()) {
    if (stillValid <= kept) break;
    if ((await heldUses(voucher.code, now)) > 0) {
      return { ok: false, reason: `Le bon ${voucher.code} de cette commande est réservé par un paiement en cours : réessayez quand ce paiement aura abouti ou expiré.` };
    }
    cancelled.push(voucher);
    stillValid -= voucher.value_cents;
  }
  if (cancelled.length) {
    await tx
      .update(set_vouchers)
      .set({ status: "cancelled", cancelled_at: now, updated_at: now })
      .where(inArray(set_vouchers.id, cancelled.map((v) => v.id)));
  }
  return { ok: true, cancelled };
}

/**
 * A refund that failed gives back the vouchers its start cancelled, in the failure's transaction:
 * those of its order cancelled at the refund's own instant (one refund of an order at a time).
 */
export async function restoreVouchers(tx: Db, orderId: number, cancelledAt: Date, now: Date): Promise<void> {
  const { set_vouchers } = tables();
  await tx
    .update(set_vouchers)
    .set({ status: "active", cancelled_at: null, updated_at: now })
    .where(and(eq(set_vouchers.order_id, orderId), eq(set_vouchers.status, "cancelled"), eq(set_vouchers.cancelled_at, cancelledAt)));
}
