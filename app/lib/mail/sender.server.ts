import { and, asc, eq, lte, sql } from "drizzle-orm";
import { getDb } from "../platform/db.server";
import { email_outbox } from "../platform/schema.server";
import { getDeliver } from "./transport.server";
import { attachmentPdf } from "../documents/documents.server";

/** After this many failed attempts (about a day and a half of retries) a message stays "failed". */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_S = 60;
const MAX_RETRY_S = 4 * 3600;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Takes one due message for this process: the UPDATE moves its next try to later before anything
 * is sent (1 min after the first try, then 2, 4… up to 4 h: the backoff), and only the process whose UPDATE changed the row sends it, so N processes (or two
 * ticks of one) never send a message twice. If this process dies mid-send, the message is due
 * again once that delay has passed.
 */
function claim(id: number, now: Date): number | null {
  const row = getDb()
    .update(email_outbox)
    .set({
      attempts: sql`${email_outbox.attempts} + 1`,
      next_attempt_at: sql`${seconds(now)} + min(${FIRST_RETRY_S} * (1 << ${email_outbox.attempts}), ${MAX_RETRY_S})`,
    })
    .where(and(eq(email_outbox.id, id), eq(email_outbox.status, "pending"), lte(email_outbox.next_attempt_at, now)))
    .returning({ attempts: email_outbox.attempts })
    .get();
  return row ? row.attempts : null;
}

export type SendReport = { sent: number; failed: number };

/** Delivers every message that is due, one at a time; returns what happened, for tests and logs. */
export async function sendDueEmails(now = new Date()): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0 };
  const due = getDb()
    .select({ id: email_outbox.id })
    .from(email_outbox)
    .where(and(eq(email_outbox.status, "pending"), lte(email_outbox.next_attempt_at, now)))
    .orderBy(asc(email_outbox.next_attempt_at), asc(email_outbox.id))
    .limit(50)
    .all();
  for (const { id } of due) {
    const attempts = claim(id, now);
    if (attempts == null) continue;
    const message = getDb().select().from(email_outbox).where(eq(email_outbox.id, id)).get()!;
    try {
      const attachments = await Promise.all(
        message.attachments.map(async (ref) => ({ ...(await attachmentPdf(ref)), contentType: "application/pdf" })),
      );
      await getDeliver()(
        { to: message.to_address, subject: message.subject, html: message.html, text: message.text, attachments, headers: message.headers },
        `${String(message.id).padStart(6, "0")}-${message.kind}`,
      );
      getDb().update(email_outbox).set({ status: "sent", sent_at: new Date(), last_error: null }).where(eq(email_outbox.id, id)).run();
      report.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const gaveUp = attempts >= MAX_ATTEMPTS;
      getDb()
        .update(email_outbox)
        .set({ last_error: reason.slice(0, 500), ...(gaveUp ? { status: "failed" as const } : {}) })
        .where(eq(email_outbox.id, id))
        .run();
      report.failed += 1;
      console.warn(`Email ${id} (${message.kind}) non envoyé, tentative ${attempts}${gaveUp ? ", abandonné" : ""} : ${reason}`);
    }
  }
  return report;
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | null = null;
let again = false;
let beforePass: () => void = () => {};

/** One pass at a time in this process; a kick during a pass asks for one more right after. */
function runOnce() {
  if (running) {
    again = true;
    return;
  }
  running = Promise.resolve()
    .then(() => {
      // Mail already queued still goes when this fails.
      try {
        beforePass();
      } catch (error) {
        console.error("Préparation des emails interrompue", error);
      }
    })
    .then(() => sendDueEmails())
    .catch((error) => console.error("Envoi des emails interrompu", error))
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        runOnce();
      }
    });
}

/**
 * Started once by the server at startup: a pass every `intervalMs`, never keeping the process
 * alive. `queueBefore` runs first in each pass: the place for mail that a state of the database
 * calls for rather than an event, such as back-in-stock alerts after any stock write.
 */
export function startSender({ intervalMs = 15_000, queueBefore }: { intervalMs?: number; queueBefore?: () => void } = {}) {
  if (timer) return;
  if (queueBefore) beforePass = queueBefore;
  timer = setInterval(runOnce, intervalMs);
  timer.unref();
  runOnce();
}

/** Right after a transaction that queued mail: a pass now rather than at the next tick. */
export function kickSender() {
  if (timer) setImmediate(runOnce);
}
