import * as z from "~/lib/platform/zod";

/**
 * Counts that both the owner's forms and the shop move (a format's bottles, a perfume's vials): a
 * form carries the figure it showed beside the one typed, and the save applies the owner's edit as
 * a difference to the figure there is now, never below 0. A sale made while the page was open is
 * thus kept, and a save that changed nothing else leaves the count alone (decision 100).
 */
export type OwnerCountEdit = { typed: number; shown: number | undefined };
export type OwnerCount = { saved: number; moved: boolean };

/**
 * The hidden field that says what the form showed. Never shown, so never an error of its own: a
 * missing or unreadable one reads as unknown, and the save refuses it beside the count's field.
 */
export const shownCount = z.coerce.number().int().min(0).optional().catch(undefined);

export const SHOWN_COUNT_MISSING = "Le formulaire ne dit pas quel stock il affichait : rechargez la page avant d'enregistrer.";

/** The count after the owner's save; null when the form did not say what it showed (a page from before this rule). */
export function countAfterOwnerEdit(current: number, { typed, shown }: OwnerCountEdit): OwnerCount | null {
  if (shown == null) return null;
  return { saved: Math.max(0, current + typed - shown), moved: current !== shown };
}

/** The saved toast's text, told the figure now when a sale moved the count while the form was open. */
export function withMovedCount(text: string, count: OwnerCount): string {
  if (!count.moved) return text;
  const note = `Le stock avait changé entre-temps : il est maintenant de ${count.saved}.`;
  return text ? `${text.replace(/\.?$/, ".")} ${note}` : note;
}
