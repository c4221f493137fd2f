import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { perfumeListHref, perfumeListHrefShowing } from "~/lib/admin/perfume-list.server";
import { createProduct, UnknownCollectionError, updateProduct } from "~/lib/catalog/perfume-writes.server";
import { SHOWN_COUNT_MISSING, withMovedCount } from "~/lib/platform/owner-counts";
import { productSchema } from "~/lib/catalog/perfume-schemas";
import type { AdminForm } from "~/lib/admin/forms.server";
import { NOTE_TIER_KEYS, noteField, noteInputs } from "~/lib/admin/note-inputs";
import { kickSender } from "~/lib/mail/sender.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

/**
 * Saves the perfume dialog (new when `id` is null). A file sent with the form (no JavaScript) wins
 * over the URL field; a removal clears it. Errors come back field by field with what was typed.
 */
export async function saveProductForm(request: Request, { form, upload }: AdminForm, id: number | null) {
  if (upload.url) form.set("image_url", upload.url);
  else if (form.get("removeImage") === "on") form.delete("image_url");
  const submission = parseWithZod(form, { schema: productSchema });
  const refuse = (fieldErrors?: Record<string, string[]>) => {
    const result = submission.reply(fieldErrors ? { fieldErrors } : undefined);
    // Without JavaScript no button adds a note input: the form comes back with spare ones.
    for (const tier of NOTE_TIER_KEYS) {
      if (result.initialValue) result.initialValue[noteField(tier)] = noteInputs(result.initialValue[noteField(tier)]);
    }
    return data({ result }, { status: 400 });
  };
  if (submission.status !== "success") return refuse(upload.error ? { image_url: [upload.error] } : undefined);
  if (upload.error) return refuse({ image_url: [upload.error] });
  try {
    const back = perfumeListHref(request);
    // A restock may make back-in-stock alerts due: the sender's pass queues them now, not at its next tick.
    if (!id) {
      const created = await createProduct(submission.value);
      kickSender();
      return redirectWithToast(request, await perfumeListHrefShowing(created.id), { title: "Parfum créé", description: created.name, type: "success" });
    }
    const saved = await updateProduct(id, submission.value);
    if (saved.outcome === "missing") return redirectWithToast(request, back, { title: "Introuvable", description: "Ce parfum n'existe plus.", type: "error" });
    if (saved.outcome === "stock-unknown") return refuse({ stock_quantity: [SHOWN_COUNT_MISSING] });
    kickSender();
    return redirectWithToast(request, back, { title: "Parfum modifié", description: withMovedCount(saved.product.name, saved.stock), type: "success" });
  } catch (error) {
    if (!(error instanceof UnknownCollectionError)) throw error;
    return refuse({ collection_id: [error.message] });
  }
}
