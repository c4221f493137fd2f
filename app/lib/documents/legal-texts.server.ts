import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { db, tables, type Db } from "../platform/database.server";
import type { LegalText, LegalTextKind } from "../platform/schema.server";
import type { LegalDocument } from "../legal/legal-document";
import { loadLegalDocument } from "../legal-pages/legal-pages.server";
import { TERMS_VERSION } from "../legal/terms";

/** The digest is unique: a text kept by a parallel payment is found, never kept twice. */
async function keep(tx: Db, kind: LegalTextKind, document: LegalDocument): Promise<number> {
  const { legal_texts } = tables();
  const digest = createHash("sha256").update(JSON.stringify([kind, TERMS_VERSION, document])).digest("hex");
  await tx.insert(legal_texts).values({ kind, version: TERMS_VERSION, digest, document }).onConflictDoNothing();
  const [kept] = await tx.select({ id: legal_texts.id }).from(legal_texts).where(eq(legal_texts.digest, digest)).limit(1);
  return kept.id;
}

/**
 * In the payment's transaction: the CGV and the withdrawal form as the buyer is given them now,
 * kept once per distinct text. The ids go into the invoice and the confirmation's attachments,
 * so what the customer receives is the text in force when they paid, whenever it is sent.
 */
export async function keepLegalTexts(tx: Db): Promise<{ termsTextId: number; withdrawalFormTextId: number }> {
  return {
    termsTextId: await keep(tx, "terms", await loadLegalDocument("cgv")),
    withdrawalFormTextId: await keep(tx, "withdrawal_form", await loadLegalDocument("retractation")),
  };
}

export async function findLegalText(id: number): Promise<LegalText | undefined> {
  const { legal_texts } = tables();
  const [text] = await db().select().from(legal_texts).where(eq(legal_texts.id, id)).limit(1);
  return text;
}

/** The last text kept of a CGV version, or undefined when no order was paid under it. */
export async function lastTermsText(version: string): Promise<LegalText | undefined> {
  const { legal_texts } = tables();
  const [text] = await db()
    .select()
    .from(legal_texts)
    .where(and(eq(legal_texts.kind, "terms"), eq(legal_texts.version, version)))
    .orderBy(desc(legal_texts.id))
    .limit(1);
  return text;
}
