import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent } from "react";
import { IMAGE_FILE_FIELD } from "~/lib/admin/image";
import { IMAGE_MAX_BYTES } from "~/lib/platform/upload-limits";
import { isImageUrl } from "~/lib/catalog/perfume-schemas";
import { publicImageUrl } from "~/lib/catalog/product-image";
import { useUploadsBase } from "~/components/product/use-uploads-base";
import { useHydrated } from "~/lib/platform/use-hydrated";
import { showClientToast } from "../ui/toaster";
import { useAdminHref } from "./admin-href";

/** What the admin's image route answers to an upload (see routes/$slug._admin.images.tsx). */
export type UploadAnswer = { url: string | null; error: string | null };

const HINT = "PNG, JPG, WEBP jusqu'à 5MB";

function checkFile(file: File): string | null {
  if (!file.type.startsWith("image/")) return "Veuillez sélectionner un fichier image valide";
  if (file.size > IMAGE_MAX_BYTES) return "L'image ne doit pas dépasser 5MB";
  return null;
}

function Divider() {
  return (
    <div className="my-3 flex items-center gap-3 text-xs uppercase tracking-[0.2em] text-ink/70" aria-hidden="true">
      <span className="h-px flex-1 bg-ink/15" />
      Ou
      <span className="h-px flex-1 bg-ink/15" />
    </div>
  );
}

function Preview({ url, onRemove }: { url: string; onRemove?: () => void }) {
  const uploadsBase = useUploadsBase();
  return (
    <div className="relative inline-block">
      <img src={publicImageUrl(url, uploadsBase)} alt="Aperçu de l'image du parfum" className="h-40 w-40 border border-ink/10 bg-white object-contain" />
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label="Supprimer l'image"
          className="absolute -right-3 -top-3 flex h-8 w-8 items-center justify-center rounded-full bg-red-700 text-lg text-white shadow hover:bg-red-800"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}

/**
 * SPEC.md's image field. With JavaScript a picked or dropped file is checked, then uploaded at
 * once and its URL becomes the value; without, the file input travels with the perfume form.
 */
export function ImageField({
  name,
  defaultValue,
  errors,
  errorId,
}: {
  name: string;
  defaultValue: string;
  errors?: string[];
  errorId: string;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [draft, setDraft] = useState("");
  const href = useAdminHref();
  const upload = useFetcher<UploadAnswer>({ key: `image-upload-${id}` });
  const uploading = upload.state !== "idle";

  useEffect(() => {
    const result = upload.data;
    if (upload.state !== "idle" || !result) return;
    if (result.url) {
      setValue(result.url);
      showClientToast({ title: "Image uploadée", description: "L'image a été uploadée avec succès", type: "success" });
    } else {
      console.error("Upload de l'image refusé", result.error);
      showClientToast({ title: "Erreur d'upload", description: "Impossible d'uploader l'image", type: "error" });
    }
    if (fileRef.current) fileRef.current.value = "";
  }, [upload.state, upload.data]);

  function send(file: File | undefined) {
    if (!file) return;
    const problem = checkFile(file);
    if (problem) {
      showClientToast({ title: "Erreur", description: problem, type: "error" });
      if (fileRef.current) fileRef.current.value = "";
      return;
    }
    const body = new FormData();
    body.set(IMAGE_FILE_FIELD, file);
    upload.submit(body, { method: "post", encType: "multipart/form-data", action: href("/images") });
  }

  function commitDraft(text: string) {
    const url = text.trim();
    if (url && isImageUrl(url)) {
      setValue(url);
      setDraft("");
    }
  }

  const describedBy = errors?.length ? errorId : undefined;
  const label = (
    <p id={`${id}-label`} className="block text-sm font-medium text-ink">
      Image du parfum
    </p>
  );
  const dropArea = (
    <div
      className="flex flex-col items-center gap-3 border-2 border-dashed border-ink/25 bg-white px-4 py-6 text-center"
      onDragOver={(e: DragEvent) => e.preventDefault()}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        send(e.dataTransfer.files[0]);
      }}
    >
      <p className="font-display text-lg">Ajouter une image</p>
      {hydrated ? (
        <>
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            tabIndex={-1}
            aria-hidden="true"
            className="hidden"
            onChange={(e) => send(e.currentTarget.files?.[0])}
          />
          <button
            type="button"
            className="btn-outline px-4 py-2 text-xs"
            disabled={uploading}
            onClick={() => fileRef.current?.click()}
          >
            {uploading ? "Upload en cours..." : "Choisir un fichier"}
          </button>
        </>
      ) : (
        <>
          <label htmlFor={`${id}-file`} className="text-sm font-medium">
            Choisir un fichier
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            name={IMAGE_FILE_FIELD}
            className="block w-full max-w-xs text-sm file:mr-3 file:border-0 file:bg-ink file:px-4 file:py-2 file:text-xs file:uppercase file:tracking-[0.18em] file:text-ivory"
          />
        </>
      )}
      <p className="text-xs text-ink/70">{HINT}</p>
    </div>
  );

  if (!hydrated) {
    return (
      <fieldset aria-labelledby={`${id}-label`}>
        {label}
        <div className="mt-1 space-y-3">
          {value ? (
            <div className="flex items-center gap-4">
              <Preview url={value} />
              <label className="flex items-center gap-2 text-sm text-red-800">
                <input type="checkbox" name="removeImage" className="h-4 w-4 accent-red-700" />
                Supprimer l'image
              </label>
            </div>
          ) : null}
          {dropArea}
          <Divider />
          <label htmlFor={`${id}-url`} className="sr-only">
            URL de l'image
          </label>
          {/* Text, not url: it shows the stored image's path (/images/…, /uploads/…), which a url
              field holds invalid, so the browser would refuse the form without JavaScript. */}
          <input
            id={`${id}-url`}
            name={name}
            type="text"
            inputMode="url"
            defaultValue={value}
            placeholder="Coller une URL d'image"
            className="input"
            aria-describedby={describedBy}
            aria-invalid={errors?.length ? true : undefined}
          />
        </div>
        <p id={errorId} className="mt-1 min-h-[1rem] text-sm text-red-800">
          {errors?.[0] ?? ""}
        </p>
      </fieldset>
    );
  }

  return (
    <fieldset aria-labelledby={`${id}-label`}>
      {label}
      <input type="hidden" name={name} value={value} />
      <div className="mt-1">
        {value ? (
          <Preview
            url={value}
            onRemove={() => {
              setValue("");
              if (fileRef.current) fileRef.current.value = "";
            }}
          />
        ) : (
          <>
            {dropArea}
            <Divider />
            <label htmlFor={`${id}-url`} className="sr-only">
              URL de l'image
            </label>
            <input
              id={`${id}-url`}
              type="url"
              value={draft}
              placeholder="Coller une URL d'image"
              className="input"
              aria-describedby={describedBy}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onPaste={(e: ClipboardEvent<HTMLInputElement>) => commitDraft(e.clipboardData.getData("text"))}
              onBlur={(e) => commitDraft(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  commitDraft(e.currentTarget.value);
                }
              }}
            />
          </>
        )}
      </div>
      <p id={errorId} className="mt-1 min-h-[1rem] text-sm text-red-800">
        {errors?.[0] ?? ""}
      </p>
    </fieldset>
  );
}
