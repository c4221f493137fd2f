import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { adminHref } from "~/lib/auth/guard.server";
import { addPhoto, deletePhoto, MAX_PHOTOS, movePhoto, updatePhotoAlt } from "~/lib/catalog/photos.server";
import { discardUpload } from "~/lib/catalog/uploads.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import type { AdminForm } from "~/lib/admin/forms.server";
import { idFrom } from "~/lib/admin/forms.server";
import { photoAltSchema } from "~/lib/catalog/perfume-schemas";

export const PHOTO_INTENTS = ["add", "alt", "up", "down", "delete"] as const;
export const NO_FILE = "Choisissez une image à ajouter.";

/**
 * The photos dialog's forms, one intent each (add, edit a text, move, delete): each answers with
 * a redirect back to the dialog, or with the errors of the form that was sent (`photoId` says
 * which row's), keeping what was typed.
 */
export async function savePhotoForm(request: Request, { form, upload }: AdminForm, productId: number) {
  const back = adminHref(`/parfums/${productId}/photos`);
  const intent = String(form.get("intent") ?? "");
  const photoId = idFrom(form.get("photoId"));
  const gone = () => redirectWithToast(request, back, { title: "Introuvable", description: "Cette photo n'existe plus.", type: "error" });
  const done = (description: string) => redirectWithToast(request, back, { title: "Photos", description, type: "success" });

  if (intent === "add" || intent === "alt") {
    const submission = parseWithZod(form, { schema: photoAltSchema });
    const fileError = intent === "add" ? (upload.error ?? (upload.url ? null : NO_FILE)) : null;
    if (submission.status !== "success" || fileError) {
      // A file input is never refilled: the stored image of a refused form would only wait for the sweep.
      if (upload.url) await discardUpload(upload.url);
      const reply = submission.reply({ fieldErrors: fileError ? { file: [fileError] } : undefined });
      return data({ intent, photoId, result: reply }, { status: 400 });
    }
    if (intent === "add") {
      if (!(await addPhoto(productId, upload.url!, submission.value))) {
        await discardUpload(upload.url!);
        const reply = submission.reply({ fieldErrors: { file: [`${MAX_PHOTOS} photos au maximum par parfum.`] } });
        return data({ intent, photoId, result: reply }, { status: 400 });
      }
      return done("Photo ajoutée.");
    }
    return photoId && (await updatePhotoAlt(productId, photoId, submission.value)) ? done("Texte de la photo modifié.") : gone();
  }
  if (!photoId) return gone();
  if (intent === "up" || intent === "down") {
    if (!(await movePhoto(productId, photoId, intent))) return gone();
    return done(intent === "up" ? "Photo avancée." : "Photo reculée.");
  }
  if (intent === "delete") return (await deletePhoto(productId, photoId)) ? done("Photo retirée.") : gone();
  return data({ intent, photoId, result: null }, { status: 400 });
}
