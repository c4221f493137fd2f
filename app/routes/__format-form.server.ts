import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { adminHref } from "~/lib/auth/guard.server";
import { addFormat, DEFAULT_STAYS_ACTIVE, moveFormat, updateFormat } from "~/lib/catalog/format-writes.server";
import { idFrom } from "~/lib/admin/forms.server";
import { SHOWN_COUNT_MISSING, withMovedCount } from "~/lib/platform/owner-counts";
import { formatSchema } from "~/lib/catalog/perfume-schemas";
import { kickSender } from "~/lib/mail/sender.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const FORMAT_INTENTS = ["add", "save", "up", "down"] as const;

/**
 * The formats editor's forms, one intent each (add, save a row, move): a redirect back to the
 * editor, or the errors of the form that was sent (`formatId` says which row's), keeping what was
 * typed. Deactivating is the row's "Actif" box, so a format sold once is never deleted.
 */
export async function saveFormatForm(request: Request, form: FormData, productId: number) {
  const back = adminHref(`/parfums/${productId}/formats`);
  const intent = String(form.get("intent") ?? "");
  const formatId = idFrom(form.get("formatId"));
  const gone = () => redirectWithToast(request, back, { title: "Introuvable", description: "Ce format n'existe plus.", type: "error" });
  const done = (description: string) => redirectWithToast(request, back, { title: "Formats", description, type: "success" });

  if (intent === "add" || intent === "save") {
    const submission = parseWithZod(form, { schema: formatSchema });
    if (submission.status !== "success") return data({ intent, formatId, result: submission.reply() }, { status: 400 });
    if (intent === "add") {
      await addFormat(productId, submission.value);
      return done("Format ajouté.");
    }
    if (!formatId) return gone();
    const saved = await updateFormat(productId, formatId, submission.value);
    if (saved.outcome === "missing") return gone();
    if (saved.outcome !== "saved") {
      const fieldErrors: Record<string, string[]> = saved.outcome === "default-inactive" ? { is_active: [DEFAULT_STAYS_ACTIVE] } : { stock_quantity: [SHOWN_COUNT_MISSING] };
      return data({ intent, formatId, result: submission.reply({ fieldErrors }) }, { status: 400 });
    }
    // A restock may make back-in-stock alerts due: the sender's pass queues them now, not at its next tick.
    kickSender();
    return done(withMovedCount("Format enregistré.", saved.stock));
  }
  if ((intent === "up" || intent === "down") && formatId) {
    if (!(await moveFormat(productId, formatId, intent))) return gone();
    return done(intent === "up" ? "Format avancé." : "Format reculé.");
  }
  return data({ intent, formatId, result: null }, { status: 400 });
}
