import { sql } from "drizzle-orm";
import { normaliseEmail } from "../format/email-address";
import { sweepEmlFiles } from "../mail/eml-files.server";
import { lockOrdersWithWork } from "../orders/open-orders.server";
import { tables, withTransaction } from "../platform/database.server";
import { anonymiseOrders, forgetMessages } from "../privacy/anonymise.server";
import { recordPrivacyRequest } from "../privacy/privacy-requests.server";
import { holdsNothingErasable } from "./customer-file";
import { ofCustomer, readCustomerFile, requestOf } from "./customer-file.server";
import { forgetSubscriptionOf } from "../newsletter/subscriptions.server";
import { forgetRemindersOf } from "../reminders/reminders.server";
import { emailBodyCutoff } from "../privacy/retention-periods";
import { forgetAlertsOf } from "../stock-alerts/requests.server";
import { forgetGiftCardsOf } from "../gift-cards/privacy.server";
import { forgetReviewsOfOrders } from "../reviews/reviews.server";

export type ErasureResult =
  | { ok: true; orders: number; emails: number; documentsKept: number }
  | { ok: false; reason: string }
  | { ok: false; nothing: true };

/**
 * Erases a customer on request (GDPR art. 17) with the accounting carve-out of art. 17.3.b:
 * orders lose name, email, address and the withdrawal's reason, emails to the address lose
 * recipient and body (one still waiting is cancelled), back-in-stock requests, the reviews of the
 * orders (decision 111), the newsletter subscription and checkout reminder consents are deleted,
 * invoices and credit notes stay whole until their period ends, and the emails written as .eml
 * files (no SMTP) are deleted. The record keeps who, when and the order references, not the address.
 * The customer's orders are locked first (in id order): a payment, shipment, refund or withdrawal
 * of one of them waits, so the "work left" check (`hasWorkLeft`, beside the statuses) holds until
 * the erasure commits.
 */
export async function eraseCustomer(rawEmail: string, actor: string, now = new Date()): Promise<ErasureResult> {
  const { email_outbox } = tables();
  const email = normaliseEmail(rawEmail);
  const result = await withTransaction(async (tx): Promise<ErasureResult> => {
    const found = await lockOrdersWithWork(tx, ofCustomer(email));
    const file = await readCustomerFile(tx, email, now);
    if (holdsNothingErasable(file)) return { ok: false, nothing: true };
    const busy = found.filter((o) => o.workLeft).map((o) => o.reference);
    if (busy.length) {
      return {
        ok: false,
        reason: `Effacement impossible : ${busy.length > 1 ? "les commandes" : "la commande"} ${busy.join(", ")} ${busy.length > 1 ? "sont" : "est"} en cours (paiement, expédition, remboursement ou rétractation à traiter). Effacez une fois ${busy.length > 1 ? "qu'elles sont closes" : "qu'elle est close"}.`,
      };
    }
    await forgetReviewsOfOrders(
      tx,
      found.map((o) => o.id),
    );
    await anonymiseOrders(
      tx,
      found.map((o) => o.id),
      now,
    );
    await forgetMessages(tx, sql`lower(${email_outbox.to_address}) = ${email}`, now);
    await forgetAlertsOf(tx, email);
    await forgetGiftCardsOf(
      tx,
      email,
      found.map((o) => o.id),
      now,
    );
    await forgetSubscriptionOf(tx, email);
    await forgetRemindersOf(tx, email);
    await recordPrivacyRequest(tx, "erasure", actor, requestOf(file), now);
    return { ok: true, orders: found.length, emails: file.emails.length, documentsKept: file.documents_comptables.length };
  });
  // Once the bodies are dropped for good: the emails written as files go with them.
  if (result.ok) await sweepEmlFiles(emailBodyCutoff(now));
  return result;
}
