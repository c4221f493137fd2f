import { creditNotesOfOrder } from "../documents/credit-notes.server";
import { creditNoteLabel, invoiceLabel, receiptLabel } from "../orders/invoice-label";
import { receiptOf } from "../documents/receipts.server";
import { findOrderById, summariseOrder, type OrderSummary } from "../orders/orders.server";
import { eventsOf } from "../orders/timeline.server";
import type { OrderStatus } from "../platform/schema.server";
import { findWithdrawal } from "./withdrawal.server";
import { vouchersIssuedBy, voucherSentence } from "../discovery-sets/vouchers.server";
import { refundDueBy, withdrawalPeriod, withdrawalRefusal } from "./withdrawal-period";

/** The order's status as the shopper says it (the admin's words name the owner's tasks). */
const SHOPPER_STATUS: Record<OrderStatus, string> = {
  pending: "En attente de paiement",
  paid: "Payée, en préparation",
  shipped: "Expédiée",
  delivered: "Livrée",
  refunded: "Remboursée",
  partially_refunded: "Remboursée en partie",
  failed: "Paiement non abouti",
  expired: "Paiement non finalisé",
  refund_due: "Remboursement en cours",
};

/** What happened, told to the shopper; the owner's own events (emails, restock, refusals) stay in the admin. */
const SHOPPER_EVENTS: Record<string, string> = {
  paid: "Paiement reçu",
  refund_due: "Paiement reçu trop tard : remboursement intégral en cours",
  shipped: "Commande expédiée",
  delivered: "Commande livrée",
  withdrawal_requested: "Rétractation envoyée",
  refunded: "Remboursement effectué",
};

export type ShopperOrder = {
  id: number;
  summary: OrderSummary;
  status: string;
  createdAt: Date;
  timeline: { label: string; at: Date }[];
  tracking: { carrier: string | null; number: string; url: string | null } | null;
  withdrawal: { requestedAt: Date; lines: { name: string; quantity: number }[]; reason: string | null; refundDueBy: Date } | null;
  /** Whether « Renoncer au contrat ici » can still be used, and until when (null: not started yet). */
  canWithdraw: boolean;
  withdrawalClosesAt: Date | null;
  withdrawalRefusal: string | null;
  /** The documents the shopper may download: the invoice once paid, each refund's credit note. */
  /** `receipt`: an order of multi-purpose gift cards alone has one instead of an invoice (decision 160). */
  documents: { invoice: string | null; receipt: string | null; creditNotes: { id: number; label: string }[] };
  /** The vouchers its discovery sets issued, as `voucherSentence` states them (decision 114). */
  vouchers: string[];
};

/** The shopper's order page: no name, address or email, only what they bought and where it is. */
async function receiptLabelOf(orderId: number): Promise<string | null> {
  const receipt = await receiptOf(orderId);
  return receipt ? receiptLabel(receipt.number) : null;
}

export async function shopperOrder(orderId: number, now = new Date()): Promise<ShopperOrder | null> {
  const found = await findOrderById(orderId);
  if (!found) return null;
  const { order } = found;
  const [withdrawal, events, creditNotes] = await Promise.all([findWithdrawal(order.id), eventsOf(order.id), creditNotesOfOrder(order.id)]);
  const refusal = withdrawal ? null : withdrawalRefusal(order, now);
  return {
    id: order.id,
    summary: summariseOrder(found),
    status: withdrawal && order.refunded_cents === 0 ? "Rétractation demandée" : SHOPPER_STATUS[order.status],
    createdAt: order.created_at,
    timeline: events.flatMap((e) => (SHOPPER_EVENTS[e.type] ? [{ label: SHOPPER_EVENTS[e.type], at: e.created_at }] : [])),
    tracking: order.shipped_at && order.tracking_number
      ? { carrier: order.carrier, number: order.tracking_number, url: order.tracking_url }
      : null,
    withdrawal: withdrawal
      ? {
          requestedAt: withdrawal.requested_at,
          lines: withdrawal.lines.map((l) => ({ name: l.name, quantity: l.quantity })),
          reason: withdrawal.reason,
          refundDueBy: refundDueBy(withdrawal.requested_at),
        }
      : null,
    canWithdraw: !withdrawal && refusal == null,
    withdrawalClosesAt: withdrawalPeriod(order).closesAt,
    withdrawalRefusal: refusal,
    documents: {
      invoice: order.invoice_number == null ? null : invoiceLabel(order.invoice_number),
      receipt: order.invoice_number == null ? await receiptLabelOf(order.id) : null,
      creditNotes: creditNotes.map((n) => ({ id: n.id, label: creditNoteLabel(n.number) })),
    },
    vouchers: (await vouchersIssuedBy(order.id)).map(voucherSentence),
  };
}
