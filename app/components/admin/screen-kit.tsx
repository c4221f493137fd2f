import { getFormProps, getInputProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import type * as z from "~/lib/platform/zod";
import { AdminDialog, DialogActions } from "./admin-dialog";
import { useAdminHref } from "./admin-href";
import { CheckboxField, Field, FieldError } from "../ui/field";

// A dialog's fields are typed by its default values, every one a string as the form posts it.
export type DialogValues = Record<string, string>;
type DialogField = FieldMetadata<string, DialogValues, string[]>;

/** A list screen's title and its « Nouveau » link, which opens the new-row dialog over the list. */
export function ListHeader({ title, newHref, newLabel }: { title: string; newHref: string; newLabel: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h2 className="text-3xl">{title}</h2>
      <Link to={newHref} preventScrollReset className="btn-dark px-4 py-2 text-xs">
        {newLabel}
      </Link>
    </div>
  );
}

/**
 * A list's rows twice over, one shown at a time: cards on a phone, a table from the medium
 * breakpoint on (its first cell a row header, its caption read aloud only).
 */
export function RowsTable<Row extends { id: number }>({
  caption,
  columns,
  rows,
  card,
  cells,
}: {
  caption: string;
  columns: string[];
  rows: Row[];
  /** A row's card and cells; `index` is its place in the list. */
  card: (row: Row, index: number) => ReactNode;
  cells: (row: Row, index: number) => ReactNode;
}) {
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {rows.map((row, index) => (
          <li key={row.id} className="space-y-1 border border-ink/10 bg-white p-3 text-sm">
            {card(row, index)}
          </li>
        ))}
      </ul>
      <div className="hidden border border-ink/10 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-ivory-dark text-xs uppercase tracking-[0.15em]">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="p-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id} className="border-t border-ink/10">
                {cells(row, index)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A row's « Activer » / « Désactiver »: a post to the list's own action. */
export function ToggleActiveForm({ id, active, name }: { id: number; active: boolean; name: string }) {
  const label = active ? "Désactiver" : "Activer";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="active" value={String(!active)} />
      <button type="submit" className="underline" aria-label={`${label} ${name}`}>
        {label}
      </button>
    </Form>
  );
}

/**
 * The form of a new-or-edit dialog: checked in the browser by the server's own schema, and
 * showing the server's answer (a refused field) when the post came back with one.
 */
export function useDialogForm<Row extends { id: number }, Schema extends z.ZodType>(
  name: string,
  row: Row | null,
  schema: Schema,
  valuesOf: (row: Row | null) => DialogValues,
) {
  const answer = useActionData<{ result?: SubmissionResult<string[]> }>();
  return useForm({
    id: `${name}-${row ? row.id : "new"}`,
    lastResult: answer?.result,
    defaultValue: valuesOf(row),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** A new-or-edit dialog over its list: the form, then « Annuler » back to the list and « Créer » or « Modifier ». */
export function FormDialog({
  title,
  list,
  form,
  editing,
  grid = false,
  children,
}: {
  title: string;
  /** The list's address under the admin path, where « Annuler » and « × » lead. */
  list: string;
  form: FormMetadata<DialogValues, string[]>;
  editing: boolean;
  /** Two columns from the small breakpoint on, the actions across both. */
  grid?: boolean;
  children: ReactNode;
}) {
  const closeHref = useAdminHref()(list);
  return (
    <AdminDialog title={title} closeHref={closeHref}>
      <Form method="post" preventScrollReset {...getFormProps(form)} className={grid ? "grid gap-x-6 gap-y-2 sm:grid-cols-2" : "space-y-2"}>
        {children}
        <DialogActions closeHref={closeHref} editing={editing} className={grid ? "sm:col-span-2" : ""} />
      </Form>
    </AdminDialog>
  );
}

/** A labelled text, number or date input with its hint and error. */
export function InputField({
  field,
  label,
  type,
  hint,
  ...extra
}: {
  field: DialogField;
  label: string;
  type: "text" | "number" | "date";
  hint?: string;
  step?: string;
  min?: string;
  autoCapitalize?: string;
}) {
  return (
    <Field id={field.id} label={label} errors={field.errors} errorId={field.errorId} hint={hint}>
      <input {...getInputProps(field, { type })} key={field.key} {...extra} className="input" />
    </Field>
  );
}

/** The row's « Actif » box, set beside the fields of a two-column dialog, with the server's refusal below it when there is one. */
export function ActiveBox({ field, label }: { field: DialogField; label: string }) {
  return (
    <div>
      <CheckboxField id={field.id} label={label}>
        <input {...getInputProps(field, { type: "checkbox" })} key={field.key} className="h-4 w-4 accent-gold-dark" />
      </CheckboxField>
      {field.errors ? <FieldError id={field.errorId} errors={field.errors} /> : null}
    </div>
  );
}
