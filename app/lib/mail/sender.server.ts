import { and, asc, eq, lte, sql } from "drizzle-orm";
import { tables, withTransaction } from "../platform/database.server";
import { secondsAfter, skippingLocked, smallerOf, twoToThe } from "../platform/sql-dialect.server";
import type { OutboxMessage } from "../platform/schema.server";
import { emlFileName, removeEmlFileOf } from "./eml-files.server";
import { getDeliver } from "./transport.server";
import type { AttachmentRenderer } from "./attachments";

let renderAttachment: AttachmentRenderer | null = null;

/** How attachments become files: the documents domain's renderer, handed over at startup. */
export function renderAttachmentsWith(render: AttachmentRenderer) {
  renderAttachment = render;
}

/** After this many failed attempts (about a day and a half of retries) a message stays "failed". */
const MAX_ATTEMPTS = 10;
const FIRST_RETRY_S = 60;
const MAX_RETRY_S = 4 * 3600;
/** Messages one pass sends at most; the next pass takes the rest. */
const PASS_SIZE = 50;

/** When the next try is due after this one: 1 min after the first try, then 2, 4… up to 4 h. */
function nextAttemptAfter(now: Date) {
  const { email_outbox } = tables();
  return secondsAfter(now, smallerOf(sql`${FIRST_RETRY_S} * ${twoToThe(email_outbox.attempts)}`, MAX_RETRY_S));
}

/**
 * Takes the next due message for this process: the UPDATE moves its next try to later (the
 * backoff) before anything is sent, and only the process whose UPDATE changed the row sends it,
 * so N processes (or two ticks of one) never send a message twice. On PostgreSQL the select skips
 * the rows another sender is claiming, so N processes take different messages instead of
 * queueing on the same one. If this process dies mid-send, the message is due again once that
 * delay has passed.
 */
async function claimNext(now: Date): Promise<OutboxMessage | null> {
  const { email_outbox } = tables();
  const due = and(eq(email_outbox.status, "pending"), lte(email_outbox.next_attempt_at, now));
  return withTransaction(async (tx) => {
    // Due messages leave in the order they were queued (the id), not by their first due time: on
    // PostgreSQL that time is the queuing transaction's start, and of two transactions serialised
    // by a lock the later one may have started first. A shopper who asked twice for the same
    // alert must receive last the one email whose link works.
    const next = tx
      .select({ id: email_outbox.id })
      .from(email_outbox)
      .where(due)
      .orderBy(asc(email_outbox.id))
      .limit(1);
    const [picked] = await skippingLocked(next);
    if (!picked) return null;
    const [claimed] = await tx
      .update(email_outbox)
      .set({ attempts: sql`${email_outbox.attempts} + 1`, next_attempt_at: nextAttemptAfter(now) })
      .where(and(eq(email_outbox.id, picked.id), due))
      .returning();
    return claimed ?? null;
  });
}

export type SendReport = { sent: number; failed: number };

/** Delivers the messages that are due, one at a time; returns what happened, for tests and logs. */
export async function sendDueEmails(now = new Date()): Promise<SendReport> {
  const { email_outbox } = tables();
  const report: SendReport = { sent: 0, failed: 0 };
  for (let taken = 0; taken < PASS_SIZE; taken++) {
    const message = await claimNext(now);
    if (!message) break;
    const { id, attempts } = message;
    try {
      const attachments = await Promise.all(
        message.attachments.map(async (ref) => {
          // Without a renderer the message fails this attempt and is tried again later, never sent bare.
          if (!renderAttachment) throw new Error("Pièce jointe impossible à produire : aucun rendu de documents n'est branché sur l'envoi");
          return { ...(await renderAttachment(ref)), contentType: "application/pdf" };
        }),
      );
      await getDeliver()(
        { to: message.to_address, subject: message.subject, html: message.html, text: message.text, attachments, headers: message.headers },
        emlFileName(message),
      );
      const [recorded] = await withTransaction((tx) =>
        tx
          .update(email_outbox)
          .set({ status: "sent", sent_at: new Date(), last_error: null })
          .where(eq(email_outbox.id, id))
          .returning({ bodyDroppedAt: email_outbox.body_dropped_at }),
      );
      // Erased while it was being delivered: the erasure's sweep may have run before the file was written.
      if (recorded?.bodyDroppedAt) await removeEmlFileOf(message);
      report.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const gaveUp = attempts >= MAX_ATTEMPTS;
      await withTransaction((tx) =>
        tx
          .update(email_outbox)
          .set({ last_error: reason.slice(0, 500), ...(gaveUp ? { status: "failed" as const } : {}) })
          .where(eq(email_outbox.id, id)),
      );
      report.failed += 1;
      console.warn(`Email ${id} (${message.kind}) non envoyé, tentative ${attempts}${gaveUp ? ", abandonné" : ""} : ${reason}`);
    }
  }
  return report;
}

let live = false;
let running: Promise<unknown> | null = null;
let again = false;
let beforePass: () => unknown = () => undefined;

/** One pass at a time in this process; a kick during a pass asks for one more right after. */
function runOnce(): Promise<unknown> {
  if (running) {
    again = true;
    return running;
  }
  running = Promise.resolve()
    .then(async () => {
      // Mail already queued still goes when this fails.
      try {
        await beforePass();
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
        void runOnce();
      }
    });
  return running;
}

/**
 * Set once by the server at startup: `queueBefore` runs first in each pass (the place for mail
 * that a state of the database calls for rather than an event, such as back-in-stock alerts), and
 * kicks start a pass at once. The periodic pass is the scheduler's « emails » job (`senderJob`).
 */
export function startSender({ queueBefore }: { queueBefore?: () => unknown } = {}) {
  live = true;
  if (queueBefore) beforePass = queueBefore;
}

/** The emails' pass as a job of the scheduler: every 15 seconds, in one process at a time. */
export async function senderJob(): Promise<void> {
  await runOnce();
}

/** Right after a transaction that queued mail: a pass now rather than at the next tick. */
export function kickSender() {
  if (live) setImmediate(() => void runOnce());
}
