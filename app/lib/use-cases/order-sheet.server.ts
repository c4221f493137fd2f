import { findOrder, ORDER_STATUS_LABELS } from "../orders/history.server";
import { findWithdrawal } from "../after-sale/withdrawal.server";
import { refundDueBy } from "../after-sale/withdrawal-period";
import type { Withdrawal } from "../platform/schema.server";
import { EMAIL_KIND_LABELS, messagesOfOrder } from "../mail/outbox.server";
import { creditNotesOfOrder } from "../documents/credit-notes.server";
import { invoiceOf } from "../documents/invoices.server";
import { creditNoteLabel, receiptLabel } from "../orders/invoice-label";
import { receiptOf } from "../documents/receipts.server";
import { amountsOfOrder } from "../orders/amount-rows";
import { EVENT_LABELS, eventsOf } from "../orders/timeline.server";
import { canChange } from "../orders/status-rules";
import { restockableOf } from "../orders/transitions.server";
import { refundLimitOf } from "./refund-order.server";
import { orderLineName } from "../orders/line-name";
import { vouchersIssuedBy, voucherSentence } from "../discovery-sets/vouchers.server";

/** Everything the order's page shows: the order, what can be done to it, its timeline and emails. */
export async function orderSheet(id: number) {
  const order = await findOrder(id);
  if (!order) return undefined;
  const [withdrawal, creditNotes, events, emails] = await Promise.all([findWithdrawal(id), creditNotesOfOrder(id), eventsOf(id), messagesOfOrder(id)]);
  const receipt = order.invoice_number == null ? await receiptOf(id) : undefined;
  return {
    order,
    status: ORDER_STATUS_LABELS[order.status],
    amounts: amountsOf(order),
    can: { ship: canChange(order, "ship"), deliver: canChange(order, "deliver"), refund: canChange(order, "refund") },
    // Less what the cards and vouchers it sold already paid elsewhere (decision 144).
    refundableCents: await refundLimitOf(order),
    vouchers: (await vouchersIssuedBy(id)).map(voucherSentence),
    creditNotes: creditNotes.map((n) => ({ id: n.id, label: creditNoteLabel(n.number), issuedAt: n.issued_at, amountCents: n.snapshot.totals.ttcCents })),
    // Gift cards sold alone, multi-purpose: a receipt in place of an invoice (decision 160).
    receipt: receipt ? receiptLabel(receipt.number) : null,
    restockable: restockLinesOf(order, withdrawal),
    withdrawal: withdrawal
      ? { requestedAt: withdrawal.requested_at, lines: withdrawal.lines, reason: withdrawal.reason, refundDueBy: refundDueBy(withdrawal.requested_at) }
      : null,
    events: events.map((e) => ({ ...e, label: EVENT_LABELS[e.type] ?? e.type })),
    emails: emails.map((m) => ({
      id: m.id,
      kind: EMAIL_KIND_LABELS[m.kind] ?? m.kind,
      to: m.to_address,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      lastError: m.last_error,
      sentAt: m.sent_at,
      createdAt: m.created_at,
      bodyDroppedAt: m.body_dropped_at,
    })),
  };
}

/** The amounts the sheet shows, with the samples put in the parcel. */
function amountsOf(order: NonNullable<Awaited<ReturnType<typeof findOrder>>>) {
  return amountsOfOrder(order, order.items, order.samples.flatMap((s) => (s.given ? [s.name] : [])));
}

/**
 * The refund form's bottle lines: each line that can still put bottles back, and how many; after a
 * withdrawal, the bottles withdrawn are what the form suggests putting back.
 */
function restockLinesOf(order: NonNullable<Awaited<ReturnType<typeof findOrder>>>, withdrawal: Withdrawal | undefined) {
  const left = restockableOf(order, order.items);
  return order.items.flatMap((i) => {
    const max = left.get(i.id);
    const withdrawn = withdrawal?.lines.find((l) => l.item_id === i.id)?.quantity ?? 0;
    return max ? [{ itemId: i.id, name: orderLineName(i), max, suggested: Math.min(withdrawn, max) }] : [];
  });
}

/**
 * The printable sheet: the order with its invoice block as the invoice was issued (seller's
 * identity, VAT, date), never as the settings read today.
 */
export async function printableSheet(id: number) {
  const order = await findOrder(id);
  if (!order) return undefined;
  const invoice = (await invoiceOf(id))?.snapshot;
  const amounts = amountsOf(order);
  return {
    order,
    // The VAT as the invoice states it: the sheet prints the invoice block.
    amounts: { ...amounts, vatCents: invoice?.totals.vatCents ?? amounts.vatCents },
    seller: invoice?.seller.lines ?? [],
    invoiceDate: invoice?.issuedAt ?? null,
    status: ORDER_STATUS_LABELS[order.status],
    vouchers: (await vouchersIssuedBy(id)).map(voucherSentence),
  };
}
