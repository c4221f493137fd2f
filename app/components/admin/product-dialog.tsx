import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { productSchema } from "~/lib/catalog/perfume-schemas";
import { CONCENTRATIONS, DEFAULT_WARNINGS } from "~/lib/catalog/product-facts";
import { centsToEuroInput } from "~/lib/format/money";
import type { PerfumeForForm } from "~/lib/admin/products.server";
import { AdminDialog, DialogActions } from "./admin-dialog";
import { Field } from "../ui/field";
import { ImageField } from "./image-field";
import { StockFields } from "./stock-fields";
import { AllergenChecklist } from "./allergen-checklist";
import { FamilyChecklist, NoteTierInputs } from "./olfactory-fields";
import { checklist } from "./checklist";
import { noteInputs } from "~/lib/admin/note-inputs";
import { noteTags } from "~/lib/catalog/olfactory";

type Props = {
  product: PerfumeForForm | null;
  collections: { id: number; name: string }[];
  /** Every note the catalogue already uses, suggested in each note input. */
  notes: string[];
  closeHref: string;
  /** The server's answer to the last post of this form (field errors, values kept). */
  lastResult?: SubmissionResult<string[]>;
};

export function ProductDialog({ product, collections, notes, closeHref, lastResult }: Props) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: product ? `product-${product.id}` : "product-new",
    lastResult,
    defaultValue: product
      ? {
          name: product.name,
          name_en: product.name_en ?? "",
          collection_id: product.collection_id ? String(product.collection_id) : "",
          short_description: product.short_description,
          full_description: product.full_description,
          short_description_en: product.short_description_en ?? "",
          full_description_en: product.full_description_en ?? "",
          families: product.families,
          top_notes: noteInputs(noteTags(product.top_notes)),
          heart_notes: noteInputs(noteTags(product.heart_notes)),
          base_notes: noteInputs(noteTags(product.base_notes)),
          price: centsToEuroInput(product.price_cents),
          image_url: product.image_url ?? "",
          content: product.content,
          stock_quantity: String(product.stock_quantity),
          stock_shown: String(product.stock_quantity),
          stock_status: product.stock_status,
          usage_tips: product.usage_tips ?? "",
          usage_tips_en: product.usage_tips_en ?? "",
          concentration: product.concentration,
          ingredients: product.ingredients,
          allergens: product.allergens,
          warnings: product.warnings,
          warnings_en: product.warnings_en ?? "",
          reference: product.reference ?? "",
          ean: product.ean ?? "",
        }
      : {
          content: "50ml",
          stock_status: "in_stock",
          stock_quantity: "0",
          concentration: "eau_de_parfum",
          warnings: DEFAULT_WARNINGS,
          top_notes: noteInputs([]),
          heart_notes: noteInputs([]),
          base_notes: noteInputs([]),
        },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productSchema }),
  });

  const datalistId = `${form.id}-notes`;
  const text = (field: typeof fields.name, label: string, className = "") => (
    <Field id={field.id} label={label} errors={field.errors} errorId={field.errorId} className={className}>
      <input {...getInputProps(field, { type: "text" })} key={field.key} className="input" />
    </Field>
  );
  const area = (field: typeof fields.name, label: string, rows: number, hint?: string) => (
    <Field id={field.id} label={label} errors={field.errors} errorId={field.errorId} hint={hint} className="sm:col-span-2">
      <textarea {...getTextareaProps(field)} key={field.key} rows={rows} className="input" />
    </Field>
  );

  return (
    <AdminDialog title={product ? "Modifier le parfum" : "Nouveau parfum"} closeHref={closeHref} wide>
      <Form method="post" encType="multipart/form-data" preventScrollReset {...getFormProps(form)} className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {text(fields.name, "Nom du parfum", "sm:col-span-2")}
        {text(fields.name_en, "Nom du parfum (anglais)", "sm:col-span-2")}
        <Field id={fields.collection_id.id} label="Collection" errors={fields.collection_id.errors} errorId={fields.collection_id.errorId}>
          <select {...getSelectProps(fields.collection_id)} key={fields.collection_id.key} className="input">
            <option value="">Aucune collection</option>
            {collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        {text(fields.content, "Contenu")}
        {area(fields.short_description, "Description courte", 2)}
        {area(fields.short_description_en, "Description courte (anglais)", 2)}
        {area(fields.full_description, "Description complète", 4)}
        {area(fields.full_description_en, "Description complète (anglais)", 4)}
        <FamilyChecklist {...checklist(fields.families)} />
        <div className="grid gap-x-6 gap-y-2 sm:col-span-2 md:grid-cols-3">
          <NoteTierInputs tier="top" field={fields.top_notes} datalistId={datalistId} onAdd={() => form.insert({ name: fields.top_notes.name })} />
          <NoteTierInputs tier="heart" field={fields.heart_notes} datalistId={datalistId} onAdd={() => form.insert({ name: fields.heart_notes.name })} />
          <NoteTierInputs tier="base" field={fields.base_notes} datalistId={datalistId} onAdd={() => form.insert({ name: fields.base_notes.name })} />
          <datalist id={datalistId}>
            {notes.map((note) => (
              <option key={note} value={note} />
            ))}
          </datalist>
        </div>
        <Field id={fields.price.id} label="Prix (€)" errors={fields.price.errors} errorId={fields.price.errorId}>
          <input {...getInputProps(fields.price, { type: "number" })} key={fields.price.key} step="0.01" min="0" inputMode="decimal" className="input" />
        </Field>
        <div className="sm:col-span-2">
          <ImageField
            name={fields.image_url.name}
            defaultValue={String(fields.image_url.initialValue ?? "")}
            errors={fields.image_url.errors}
            errorId={fields.image_url.errorId}
          />
        </div>
        <StockFields quantity={fields.stock_quantity} shown={fields.stock_shown} status={fields.stock_status} />
        {area(fields.usage_tips, "Conseils d'utilisation", 3)}
        {area(fields.usage_tips_en, "Conseils d'utilisation (anglais)", 3)}
        {/* What the page must tell before purchase (decision 089). */}
        <h3 className="mt-4 font-display text-xl sm:col-span-2">Composition et précautions</h3>
        <Field id={fields.concentration.id} label="Concentration" errors={fields.concentration.errors} errorId={fields.concentration.errorId}>
          <select {...getSelectProps(fields.concentration)} key={fields.concentration.key} className="input">
            {Object.entries(CONCENTRATIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <div aria-hidden="true" className="hidden sm:block" />
        {area(fields.ingredients, "Ingrédients (INCI)", 4, "Comme sur l’étiquette, séparés par des virgules : Alcohol Denat., Parfum (Fragrance), Aqua (Water), Linalool…")}
        <AllergenChecklist {...checklist(fields.allergens)} />
        {area(fields.warnings, "Précautions d'emploi", 3, "Vide : le texte standard d’un parfum alcoolique (inflammable, yeux, peau irritée)")}
        {area(fields.warnings_en, "Précautions d'emploi (anglais)", 3, "Vide : le texte français, marqué comme tel sur la page anglaise")}
        {text(fields.reference, "Référence")}
        <Field id={fields.ean.id} label="EAN (facultatif)" errors={fields.ean.errors} errorId={fields.ean.errorId} hint="13 chiffres, sous le code-barres">
          <input {...getInputProps(fields.ean, { type: "text" })} key={fields.ean.key} inputMode="numeric" autoComplete="off" className="input" />
        </Field>
        <DialogActions closeHref={closeHref} editing={Boolean(product)} disabled={saving} className="mt-4 sm:col-span-2" />
      </Form>
    </AdminDialog>
  );
}
