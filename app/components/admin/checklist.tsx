import type { ReactNode } from "react";

/** What a form gives a checklist field: its name, the boxes ticked, its error and conform's key. */
export type ChecklistFieldProps = {
  name: string;
  selected: string[];
  errors?: string[];
  errorId: string;
  resetKey?: string;
};

/**
 * A group of checkboxes from a fixed list in code, under its legend, with the French error below:
 * plain inputs sharing one name, so the form posts without JavaScript.
 */
export function Checklist({
  legend,
  hint,
  errors,
  errorId,
  resetKey,
  children,
}: {
  legend: string;
  hint?: string;
  errors?: string[];
  errorId: string;
  /** Conform's key: a new one remounts the boxes with the values the server sent back. */
  resetKey?: string;
  children: ReactNode;
}) {
  return (
    <fieldset key={resetKey} aria-describedby={errorId} className="sm:col-span-2">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {hint ? <p className="mt-1 text-xs text-ink/70">{hint}</p> : null}
      {children}
      <p id={errorId} className="mt-1 min-h-[1rem] text-sm text-red-800" aria-live="polite">
        {errors?.[0] ?? ""}
      </p>
    </fieldset>
  );
}

export function ChecklistItem({ name, value, checked, label }: { name: string; value: string; checked: boolean; label: string }) {
  return (
    <li>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name={name} value={value} defaultChecked={checked} className="mt-1" />
        {label}
      </label>
    </li>
  );
}

/** Conform gives a checkbox group's value as a string when one box is ticked. */
export function checkedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? [value] : [];
}

/** A checkbox group's props from its conform field. */
export function checklist(field: { name: string; initialValue?: unknown; errors?: string[]; errorId: string; key?: string }): ChecklistFieldProps {
  return { name: field.name, selected: checkedValues(field.initialValue), errors: field.errors, errorId: field.errorId, resetKey: field.key };
}
