import type * as z from "zod";
import { withTransaction } from "../platform/database.server";
import type { Toast } from "../platform/toast.server";
import { findMessage, requeueMessage } from "../mail/outbox.server";
import { kickSender } from "../mail/sender.server";
import type { deliverSchema, refundSchema, resendSchema, shipSchema } from "../orders/order-forms";
import { recordEvent } from "../orders/timeline.server";
import { deliverOrder, type MoveResult } from "../orders/transitions.server";
import { shipOrder } from "./ship-order.server";
import { refundOrder } from "./refund-order.server";

/** One of the order sheet's forms, as its schema parsed it. */
export type OrderAction = z.output<typeof shipSchema | typeof deliverSchema | typeof refundSchema | typeof resendSchema>;

/** A toast the sheet shows once redirected to, or a refusal its form shows, the order untouched. */
export type OrderActionOutcome = { kind: "toast"; toast: Toast } | { kind: "refused"; reason: string };

const DONE: Record<Exclude<OrderAction["intent"], "resend">, string> = {
  ship: "Commande expédiée",
  deliver: "Commande livrée",
  refund: "Remboursement effectué",
};

/** The owner's moves on one order: ship, mark delivered, refund, send an email again. */
export async function applyOrderAction(orderId: number, actor: string, action: OrderAction): Promise<OrderActionOutcome> {
  if (action.intent === "resend") return resendEmail(orderId, actor, action.message_id);
  const common = { orderId, actor };
  let result: MoveResult;
  switch (action.intent) {
    case "ship":
      result = await shipOrder({ ...common, carrier: action.carrier, trackingNumber: action.tracking_number, trackingUrl: action.tracking_url });
      break;
    case "deliver":
      result = await deliverOrder(common);
      break;
    case "refund":
      result = await refundOrder({
        ...common,
        amountCents: action.kind === "full" ? null : action.amount,
        restock: action.restock,
        refundedBefore: action.refunded_before,
      });
      break;
  }
  if (!result.ok) return { kind: "refused", reason: result.reason };
  return { kind: "toast", toast: { title: DONE[action.intent], description: result.order.reference, type: "success" } };
}

/** An email of this order queued again, and the timeline says who asked; one whose body retention dropped cannot be. */
async function resendEmail(orderId: number, actor: string, messageId: number): Promise<OrderActionOutcome> {
  const message = await findMessage(messageId);
  if (!message || message.order_id !== orderId) {
    return { kind: "toast", toast: { title: "Introuvable", description: "Cet email n'existe plus.", type: "error" } };
  }
  if (message.body_dropped_at) {
    return {
      kind: "toast",
      toast: {
        title: "Impossible de renvoyer",
        description: "Le contenu de cet email a été effacé à la fin de sa durée de conservation.",
        type: "error",
      },
    };
  }
  if (await requeueMessage(message.id)) {
    await withTransaction((tx) => recordEvent(tx, orderId, "email_resent", actor, `${message.subject} → ${message.to_address}`));
    kickSender();
  }
  return { kind: "toast", toast: { title: "Email renvoyé", description: message.subject, type: "success" } };
}
