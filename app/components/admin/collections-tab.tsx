import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { collectionSchema } from "~/lib/admin/schemas";
import { slugify } from "~/lib/admin/slug";
import type { Collection } from "~/lib/platform/schema.server";
import { AdminDialog, DialogActions, RowActions } from "./admin-dialog";
import { useAdminHref } from "./admin-href";
import { CheckboxField, Field } from "../ui/field";

export function CollectionDialog({ collection, lastResult }: { collection: Collection | null; lastResult?: SubmissionResult<string[]> }) {
  const href = useAdminHref();
  const list = href("/collections");
  const [form, fields] = useForm({
    id: collection ? `collection-${collection.id}` : "collection-new",
    lastResult,
    defaultValue: collection
      ? {
          name: collection.name,
          slug: collection.slug,
          description: collection.description,
          is_active: collection.is_active ? "on" : "",
          display_order: String(collection.display_order),
        }
      : { is_active: "on", display_order: "0" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: collectionSchema }),
  });
  // A new collection's slug follows its name until the slug is edited by hand.
  const [slugFollowsName, setSlugFollowsName] = useState(!collection && !fields.slug.initialValue);
  return (
    <AdminDialog title={collection ? "Modifier la collection" : "Nouvelle collection"} closeHref={list}>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-2">
        <Field id={fields.name.id} label="Nom" errors={fields.name.errors} errorId={fields.name.errorId}>
          <input
            {...getInputProps(fields.name, { type: "text" })}
            key={fields.name.key}
            className="input"
            onInput={(event) => {
              if (slugFollowsName) form.update({ name: fields.slug.name, value: slugify(event.currentTarget.value) });
            }}
          />
        </Field>
        <Field
          id={fields.slug.id}
          label="Slug"
          errors={fields.slug.errors}
          errorId={fields.slug.errorId}
          hint="L'adresse de la page : minuscules, chiffres et tirets (ex. collection-ete)."
        >
          <input
            {...getInputProps(fields.slug, { type: "text" })}
            key={fields.slug.key}
            className="input"
            onInput={() => setSlugFollowsName(false)}
          />
        </Field>
        <Field id={fields.description.id} label="Description" errors={fields.description.errors} errorId={fields.description.errorId}>
          <textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} className="input" />
        </Field>
        <CheckboxField id={fields.is_active.id} label="Active">
          <input {...getInputProps(fields.is_active, { type: "checkbox" })} key={fields.is_active.key} className="h-4 w-4 accent-gold-dark" />
        </CheckboxField>
        <Field id={fields.display_order.id} label="Ordre d'affichage" errors={fields.display_order.errors} errorId={fields.display_order.errorId}>
          <input {...getInputProps(fields.display_order, { type: "number" })} key={fields.display_order.key} min="0" step="1" className="input" />
        </Field>
        <DialogActions closeHref={list} editing={Boolean(collection)} />
      </Form>
    </AdminDialog>
  );
}

/** The collections, in display order, with the dialog route open over them. */
export function CollectionsScreen({ collections, children }: { collections: Collection[]; children: ReactNode }) {
  const href = useAdminHref();
  const list = href("/collections");
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-3xl">Collections</h2>
        <Link to={href("/collections/nouvelle")} preventScrollReset className="btn-dark px-4 py-2 text-xs">
          Nouvelle collection
        </Link>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Collections, par ordre d'affichage">
        {collections.map((c) => (
          <li key={c.id} className="space-y-1 border border-ink/10 bg-white p-3 text-sm">
            <p className="font-medium">{c.display_order}. {c.name}</p>
            <p className="break-all text-xs text-ink/80">/{c.slug} · {c.is_active ? "Active" : "Inactive"}</p>
            <RowActions listHref={list} id={c.id} name={c.name} />
          </li>
        ))}
      </ul>
      <div className="hidden border border-ink/10 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Collections, par ordre d'affichage</caption>
          <thead className="bg-ivory-dark text-xs uppercase tracking-[0.15em]">
            <tr>
              <th scope="col" className="p-3">Ordre</th>
              <th scope="col" className="p-3">Nom</th>
              <th scope="col" className="p-3">Slug</th>
              <th scope="col" className="p-3">Statut</th>
              <th scope="col" className="p-3">Actions</th>
            </tr>
          </thead>
          <tbody>
            {collections.map((c) => (
              <tr key={c.id} className="border-t border-ink/10">
                <td className="p-3">{c.display_order}</td>
                <th scope="row" className="p-3 font-medium">{c.name}</th>
                <td className="p-3 text-xs tracking-wide text-ink/80">/{c.slug}</td>
                <td className="p-3">{c.is_active ? "Active" : "Inactive"}</td>
                <td className="p-3">
                  <RowActions listHref={list} id={c.id} name={c.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children}
    </div>
  );
}
