import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "../platform/db.server";
import type { Tx } from "../mail/outbox.server";
import { legal_texts, type LegalText, type LegalTextKind } from "../platform/schema.server";
import type { LegalDocument } from "../legal/legal-document";
import { loadLegalDocument } from "../legal/legal-pages.server";
import { TERMS_VERSION } from "../legal/terms";

function keep(tx: Tx, kind: LegalTextKind, document: LegalDocument): number {
  const digest = createHash("sha256").update(JSON.stringify([kind, TERMS_VERSION, document])).digest("hex");
  tx.insert(legal_texts).values({ kind, version: TERMS_VERSION, digest, document }).onConflictDoNothing().run();
  return tx.select({ id: legal_texts.id }).from(legal_texts).where(eq(legal_texts.digest, digest)).get()!.id;
}

/**
 * In the payment's transaction: the CGV and the withdrawal form as the buyer is given them now,
 * kept once per distinct text. The ids go into the invoice and the confirmation's attachments,
 * so what the customer receives is the text in force when they paid, whenever it is sent.
 */
export function keepLegalTexts(tx: Tx): { termsTextId: number; withdrawalFormTextId: number } {
  return {
    termsTextId: keep(tx, "terms", loadLegalDocument("cgv")),
    withdrawalFormTextId: keep(tx, "withdrawal_form", loadLegalDocument("retractation")),
  };
}

export function findLegalText(id: number): LegalText | undefined {
  return getDb().select().from(legal_texts).where(eq(legal_texts.id, id)).get();
}

/** The last text kept of a CGV version, or undefined when no order was paid under it. */
export function lastTermsText(version: string): LegalText | undefined {
  return getDb()
    .select()
    .from(legal_texts)
    .where(and(eq(legal_texts.kind, "terms"), eq(legal_texts.version, version)))
    .orderBy(desc(legal_texts.id))
    .get();
}
