import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { findOrder, ORDER_STATUS_LABELS } from "~/lib/orders/history.server";
import { findWithdrawal } from "~/lib/after-sale/withdrawal.server";
import { refundDueBy } from "~/lib/after-sale/withdrawal-period";
import type { Withdrawal } from "~/lib/platform/schema.server";
import { adminHref } from "~/lib/auth/guard.server";
import type { SignedInAdmin } from "~/lib/auth/session.server";
import { withTransaction } from "~/lib/platform/database.server";
import { EMAIL_KIND_LABELS, findMessage, messagesOfOrder, requeueMessage } from "~/lib/mail/outbox.server";
import { kickSender } from "~/lib/mail/sender.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { deliverSchema, refundSchema, resendSchema, shipSchema } from "~/lib/orders/order-forms";
import { creditNotesOfOrder } from "~/lib/documents/credit-notes.server";
import { invoiceOf } from "~/lib/documents/invoices.server";
import { creditNoteLabel } from "~/lib/orders/invoice-label";
import { amountsOfOrder } from "~/lib/orders/amount-rows";
import { EVENT_LABELS, eventsOf, recordEvent } from "~/lib/orders/timeline.server";
import { canChange } from "~/lib/orders/status-rules";
import { deliverOrder, restockableOf, shipOrder, type MoveResult } from "~/lib/orders/transitions.server";
import { refundLimitOf, refundOrder } from "~/lib/use-cases/refund-order.server";
import { orderLineName } from "~/lib/orders/line-name";
import { vouchersIssuedBy, voucherSentence } from "~/lib/discovery-sets/vouchers.server";

/** Everything the order's page shows: the order, what can be done to it, its timeline and emails. */
export async function orderSheet(id: number) {
  const order = await findOrder(id);
  if (!order) return undefined;
  const [withdrawal, creditNotes, events, emails] = await Promise.all([findWithdrawal(id), creditNotesOfOrder(id), eventsOf(id), messagesOfOrder(id)]);
  return {
    order,
    status: ORDER_STATUS_LABELS[order.status],
    amounts: amountsOf(order),
    can: { ship: canChange(order, "ship"), deliver: canChange(order, "deliver"), refund: canChange(order, "refund") },
    // Less what the cards and vouchers it sold already paid elsewhere (decision 144).
    refundableCents: await refundLimitOf(order),
    vouchers: (await vouchersIssuedBy(id)).map(voucherSentence),
    creditNotes: creditNotes.map((n) => ({ id: n.id, label: creditNoteLabel(n.number), issuedAt: n.issued_at, amountCents: n.snapshot.totals.ttcCents })),
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

const SCHEMAS = { ship: shipSchema, deliver: deliverSchema, refund: refundSchema, resend: resendSchema } as const;
export type SheetIntent = keyof typeof SCHEMAS;

const DONE: Record<Exclude<SheetIntent, "resend">, string> = {
  ship: "Commande expédiée",
  deliver: "Commande livrée",
  refund: "Remboursement effectué",
};

/**
 * The order page's one action, switched on `intent`: each form's fields are checked by the schema
 * the browser also uses; a refused move (wrong status, Stripe said no) comes back as the form's
 * own error with the order untouched; a done one redirects with a toast (POST/redirect/GET).
 */
export async function orderSheetAction(request: Request, form: FormData, orderId: number, admin: SignedInAdmin) {
  const intent = String(form.get("intent")) as SheetIntent;
  const schema = SCHEMAS[intent];
  if (!schema) return data({ intent: null, result: null }, { status: 400 });
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const self = adminHref(`/commandes/${orderId}`);
  const common = { orderId, actor: admin.email };
  const value = submission.value;
  let result: MoveResult;
  switch (value.intent) {
    case "ship":
      result = await shipOrder({ ...common, carrier: value.carrier, trackingNumber: value.tracking_number, trackingUrl: value.tracking_url });
      break;
    case "deliver":
      result = await deliverOrder(common);
      break;
    case "refund":
      result = await refundOrder({
        ...common,
        amountCents: value.kind === "full" ? null : value.amount,
        restock: value.restock,
        refundedBefore: value.refunded_before,
      });
      break;
    case "resend": {
      const message = await findMessage(value.message_id);
      if (!message || message.order_id !== orderId) {
        return redirectWithToast(request, self, { title: "Introuvable", description: "Cet email n'existe plus.", type: "error" });
      }
      if (message.body_dropped_at) {
        return redirectWithToast(request, self, {
          title: "Impossible de renvoyer",
          description: "Le contenu de cet email a été effacé à la fin de sa durée de conservation.",
          type: "error",
        });
      }
      if (await requeueMessage(message.id)) {
        await withTransaction((tx) => recordEvent(tx, orderId, "email_resent", admin.email, `${message.subject} → ${message.to_address}`));
        kickSender();
      }
      return redirectWithToast(request, self, { title: "Email renvoyé", description: message.subject, type: "success" });
    }
  }
  if (!result.ok) return data({ intent, result: submission.reply({ formErrors: [result.reason] }) }, { status: 400 });
  return redirectWithToast(request, self, { title: DONE[value.intent], description: result.order.reference, type: "success" });
}
