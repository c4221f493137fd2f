import { kickSender } from "../mail/sender.server";
import { queueShippedEmail } from "../order-mail/order-emails.server";
import { markShipped, type MoveResult, type OrderMove, type Parcel } from "../orders/transitions.server";
import { withTransaction } from "../platform/database.server";

/** The order shipped and the shopper's email queued in the same transaction, then sent at once. */
export async function shipOrder(input: OrderMove & Parcel): Promise<MoveResult> {
  const result = await withTransaction(async (tx): Promise<MoveResult> => {
    const shipped = await markShipped(tx, input);
    if (!shipped.ok) return shipped;
    await queueShippedEmail(tx, shipped.order, shipped.items);
    return { ok: true, order: shipped.order };
  });
  if (result.ok) kickSender();
  return result;
}
