import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { NOTE_TIERS, OLFACTORY_FAMILIES, type NoteTier } from "~/lib/catalog/olfactory";
import { useHydrated } from "~/lib/platform/use-hydrated";
import { Checklist, ChecklistItem, type ChecklistFieldProps } from "./checklist";
import { FieldError } from "../ui/field";

/** One checkbox per family of the fixed list. */
export function FamilyChecklist({ name, selected, ...group }: ChecklistFieldProps) {
  const chosen = new Set(selected);
  return (
    <Checklist legend="Familles olfactives" {...group}>
      <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-5">
        {Object.entries(OLFACTORY_FAMILIES).map(([slug, label]) => (
          <ChecklistItem key={slug} name={name} value={slug} checked={chosen.has(slug)} label={label} />
        ))}
      </ul>
    </Checklist>
  );
}

type NoteListField = FieldMetadata<(string | undefined)[] | undefined, Record<string, unknown>, string[]>;

/**
 * A tier of the pyramid: one input per note, each suggesting the notes already used (`datalistId`).
 * Without JavaScript the spare empty inputs are the way to add notes (the server sends two more
 * with a refused form); with it, « Ajouter une note » adds one and moves the focus into it.
 */
export function NoteTierInputs({
  tier,
  field,
  datalistId,
  onAdd,
}: {
  tier: NoteTier;
  field: NoteListField;
  datalistId: string;
  /** Appends an empty input to the list (conform's insert intent). */
  onAdd: () => void;
}) {
  const hydrated = useHydrated();
  const notes = field.getFieldList();
  // The position of the input just asked for, focused once the list has grown to show it.
  const [added, setAdded] = useState<number | null>(null);
  const addedId = added == null ? undefined : notes[added]?.id;
  useEffect(() => {
    if (!addedId) return;
    document.getElementById(addedId)?.focus();
    setAdded(null);
  }, [addedId]);
  const title = NOTE_TIERS[tier];
  const one = title.replace("Notes", "Note");
  return (
    <fieldset aria-describedby={field.errorId}>
      <legend className="text-sm font-medium text-ink">{title}</legend>
      <ul className="mt-1 space-y-1">
        {notes.map((note, index) => (
          <li key={note.key}>
            <label htmlFor={note.id} className="sr-only">
              {`${one} ${index + 1}`}
            </label>
            <input {...getInputProps(note, { type: "text" })} key={note.key} list={datalistId} autoComplete="off" className="input" />
            {note.errors?.length ? (
              <p id={note.errorId} className="mt-1 text-sm text-red-800" aria-live="polite">
                {note.errors[0]}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {hydrated ? (
        <button
          type="button"
          onClick={() => {
            setAdded(notes.length);
            onAdd();
          }}
          className="mt-2 text-sm underline underline-offset-2 hover:text-gold-dark"
        >
          Ajouter une note
        </button>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
