import { getInputProps, getTextareaProps } from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { collectionSchema } from "~/lib/catalog/collection-schema";
import { slugify } from "~/lib/catalog/slug";
import type { Collection } from "~/lib/platform/schema.server";
import { RowActions } from "./admin-dialog";
import { useAdminHref } from "./admin-href";
import { ActiveBox, FormDialog, InputField, ListHeader, RowsTable, useDialogForm, type DialogValues } from "./screen-kit";
import { Field } from "../ui/field";

function valuesOf(collection: Collection | null): DialogValues {
  return collection
    ? {
        name: collection.name,
        slug: collection.slug,
        description: collection.description,
        name_en: collection.name_en ?? "",
        description_en: collection.description_en ?? "",
        is_active: collection.is_active ? "on" : "",
        display_order: String(collection.display_order),
      }
    : { is_active: "on", display_order: "0" };
}

export function CollectionDialog({ collection }: { collection: Collection | null }) {
  const [form, fields] = useDialogForm("collection", collection, collectionSchema, valuesOf);
  // A new collection's slug follows its name until the slug is edited by hand.
  const [slugFollowsName, setSlugFollowsName] = useState(!collection && !fields.slug.initialValue);
  return (
    <FormDialog title={collection ? "Modifier la collection" : "Nouvelle collection"} list="/collections" form={form} editing={Boolean(collection)}>
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
      <InputField field={fields.name_en} label="Nom (anglais)" type="text" />
      <Field id={fields.description_en.id} label="Description (anglais)" errors={fields.description_en.errors} errorId={fields.description_en.errorId}>
        <textarea {...getTextareaProps(fields.description_en)} key={fields.description_en.key} rows={3} className="input" />
      </Field>
      <ActiveBox field={fields.is_active} label="Active" />
      <InputField field={fields.display_order} label="Ordre d'affichage" type="number" min="0" step="1" />
    </FormDialog>
  );
}

/** The collections, in display order, with the dialog route open over them. */
export function CollectionsScreen({ collections, children }: { collections: Collection[]; children: ReactNode }) {
  const href = useAdminHref();
  const list = href("/collections");
  return (
    <div className="space-y-8">
      <ListHeader title="Collections" newHref={href("/collections/nouvelle")} newLabel="Nouvelle collection" />
      <RowsTable
        caption="Collections, par ordre d'affichage"
        columns={["Ordre", "Nom", "Slug", "Statut", "Actions"]}
        rows={collections}
        card={(c) => (
          <>
            <p className="font-medium">{c.display_order}. {c.name}</p>
            <p className="break-all text-xs text-ink/80">/{c.slug} · {c.is_active ? "Active" : "Inactive"}</p>
            <RowActions listHref={list} id={c.id} name={c.name} />
          </>
        )}
        cells={(c) => (
          <>
            <td className="p-3">{c.display_order}</td>
            <th scope="row" className="p-3 font-medium">{c.name}</th>
            <td className="p-3 text-xs tracking-wide text-ink/80">/{c.slug}</td>
            <td className="p-3">{c.is_active ? "Active" : "Inactive"}</td>
            <td className="p-3">
              <RowActions listHref={list} id={c.id} name={c.name} />
            </td>
          </>
        )}
      />
      {children}
    </div>
  );
}
