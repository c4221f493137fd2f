import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { IMAGE_FILE_FIELD } from "~/lib/admin/image";
import { photoAltSchema } from "~/lib/catalog/perfume-schemas";
import { AdminDialog } from "./admin-dialog";
import { usePerfumeListHref } from "./admin-href";
import { Field } from "../ui/field";
import { ProductImage } from "../product/product-image";

type Photo = { id: number; url: string; alt: string; alt_en: string | null };
type Answer = { intent: string; photoId: number | null; result: SubmissionResult<string[]> | null } | undefined;

function IntentButton({ intent, photoId, label, className = "btn-outline" }: { intent: string; photoId: number; label: string; className?: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="photoId" value={photoId} />
      <button type="submit" name="intent" value={intent} className={`${className} px-3 py-1 text-xs`}>
        {label}
      </button>
    </Form>
  );
}

function PhotoRow({ photo, index, count, lastResult }: { photo: Photo; index: number; count: number; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: `photo-${photo.id}`,
    lastResult,
    defaultValue: { alt: photo.alt, alt_en: photo.alt_en ?? "" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: photoAltSchema }),
  });
  const position = `photo ${index + 1}`;
  return (
    <li className="grid gap-4 border border-ink/10 bg-white p-4 sm:grid-cols-[6rem_1fr]">
      <div className="h-24 w-24 overflow-hidden bg-ivory-dark">
        <ProductImage url={photo.url} alt={photo.alt} sizes="96px" maxWidth={320} className="h-full w-full object-cover" />
      </div>
      <div className="min-w-0 space-y-2">
        <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="photoId" value={photo.id} />
          <Field id={fields.alt.id} label={`Texte alternatif (${position})`} errors={fields.alt.errors} errorId={fields.alt.errorId} className="min-w-0 flex-1">
            <input {...getInputProps(fields.alt, { type: "text" })} key={fields.alt.key} className="input" />
          </Field>
          <Field id={fields.alt_en.id} label={`Texte alternatif (anglais, ${position})`} errors={fields.alt_en.errors} errorId={fields.alt_en.errorId} className="min-w-0 flex-1">
            <input {...getInputProps(fields.alt_en, { type: "text" })} key={fields.alt_en.key} className="input" />
          </Field>
          <button type="submit" name="intent" value="alt" className="btn-outline mb-6 px-3 py-2 text-xs">
            Enregistrer
          </button>
        </Form>
        <div className="flex flex-wrap gap-2">
          {index > 0 ? <IntentButton intent="up" photoId={photo.id} label={`Avancer la ${position}`} /> : null}
          {index < count - 1 ? <IntentButton intent="down" photoId={photo.id} label={`Reculer la ${position}`} /> : null}
          <IntentButton intent="delete" photoId={photo.id} label={`Retirer la ${position}`} className="btn-outline text-red-800" />
        </div>
      </div>
    </li>
  );
}

function AddPhotoForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "photo-new",
    lastResult,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: photoAltSchema }),
  });
  const fileErrors = lastResult?.error?.file ?? undefined;
  return (
    <Form method="post" encType="multipart/form-data" preventScrollReset {...getFormProps(form)} className="space-y-2 border-t border-ink/10 pt-6">
      <h3 className="text-xl">Ajouter une photo</h3>
      <Field id="photo-file" label="Image" errors={fileErrors} errorId="photo-file-error" hint="PNG, JPG, WEBP jusqu'à 5MB">
        <input id="photo-file" name={IMAGE_FILE_FIELD} type="file" accept="image/*" required aria-describedby="photo-file-error" className="block w-full text-sm" />
      </Field>
      <Field id={fields.alt.id} label="Texte alternatif" errors={fields.alt.errors} errorId={fields.alt.errorId} hint="Ce que montre la photo, lu par les lecteurs d'écran.">
        <input {...getInputProps(fields.alt, { type: "text" })} key={fields.alt.key} className="input" />
      </Field>
      <Field id={fields.alt_en.id} label="Texte alternatif (anglais)" errors={fields.alt_en.errors} errorId={fields.alt_en.errorId} hint="Vide : le texte français sur les pages anglaises.">
        <input {...getInputProps(fields.alt_en, { type: "text" })} key={fields.alt_en.key} className="input" />
      </Field>
      <div className="flex justify-end">
        <button type="submit" name="intent" value="add" className="btn-dark">
          Ajouter la photo
        </button>
      </div>
    </Form>
  );
}

/** A perfume's gallery: each photo with its text, order and removal, then the form to add one. */
export function PhotosDialog({ product, photos, max, lastResult }: { product: { id: number; name: string }; photos: Photo[]; max: number; lastResult: Answer }) {
  const listHref = usePerfumeListHref();
  const rowResult = (id: number) => (lastResult?.intent === "alt" && lastResult.photoId === id ? lastResult.result ?? undefined : undefined);
  return (
    <AdminDialog title={`Photos de ${product.name}`} closeHref={listHref} wide>
      <p className="text-sm text-ink/80">
        L'image principale se change dans la fiche du parfum ; ces photos la suivent dans la galerie de la page produit ({photos.length} / {max}).
      </p>
      {photos.length ? (
        <ol className="mt-4 space-y-3">
          {photos.map((photo, index) => (
            <PhotoRow key={`${photo.id}-${photo.alt}-${photo.alt_en}`} photo={photo} index={index} count={photos.length} lastResult={rowResult(photo.id)} />
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-ink/80">Aucune photo pour le moment.</p>
      )}
      {photos.length < max ? (
        <div className="mt-6">
          <AddPhotoForm lastResult={lastResult?.intent === "add" ? lastResult.result ?? undefined : undefined} />
        </div>
      ) : null}
    </AdminDialog>
  );
}
