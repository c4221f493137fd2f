import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { db, tables, type Db } from "../platform/database.server";
import type { LegalText, LegalTextKind } from "../platform/schema.server";
import type { LegalDocument } from "../legal/legal-document";
import type { Lang } from "../i18n/lang";
import { loadLegalDocument, termsInForce } from "../legal-pages/legal-pages.server";

/**
 * The digest is unique: a text kept by a parallel payment is found, never kept twice. It covers the
 * language (decision 169), a French text's as before: every French text kept earlier is found again.
 */
async function keep(tx: Db, kind: LegalTextKind, version: string, document: LegalDocument, lang: Lang): Promise<number> {
  const { legal_texts } = tables();
  const digest = createHash("sha256").update(JSON.stringify(lang === "fr" ? [kind, version, document] : [kind, version, document, lang])).digest("hex");
  await tx.insert(legal_texts).values({ kind, version, digest, document, lang }).onConflictDoNothing();
  const [kept] = await tx.select({ id: legal_texts.id }).from(legal_texts).where(eq(legal_texts.digest, digest)).limit(1);
  return kept.id;
}

/**
 * In the payment's transaction: the CGV and the withdrawal form as the buyer is given them now,
 * kept once per distinct text: `terms`, the CGV in force the order records the version of. The ids go into the invoice and the confirmation's attachments,
 * so what the customer receives is the text in force when they paid, whenever it is sent. Both
 * are kept under the version of the CGV in force, which follows the active zones (decision 162),
 * in the language of that text (decision 169).
 */
export async function keepLegalTexts(
  tx: Db,
  terms: Awaited<ReturnType<typeof termsInForce>>,
): Promise<{ termsTextId: number; withdrawalFormTextId: number }> {
  return {
    termsTextId: await keep(tx, "terms", terms.version, terms.document, terms.lang),
    withdrawalFormTextId: await keep(tx, "withdrawal_form", terms.version, await loadLegalDocument("retractation"), terms.lang),
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
