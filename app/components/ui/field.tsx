import type { ReactNode } from "react";

/** A labelled control with its French error message right below it. */
export function Field({
  id,
  label,
  errors,
  errorId,
  hint,
  children,
  className = "",
}: {
  id: string;
  label: string;
  errors?: string[];
  errorId: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint ? <p className="mt-1 text-xs text-ink/70">{hint}</p> : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/** A field's French error, right below it; the line keeps its height when empty, so nothing jumps. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p id={id} className="mt-1 min-h-[1rem] text-sm text-red-800" aria-live="polite">
      {errors?.[0] ?? ""}
    </p>
  );
}

/** A consent box (unticked) with its sentence beside it and its error below. */
export function ConsentField({
  id,
  errorId,
  errors,
  children,
  sentence,
}: {
  id: string;
  errorId: string;
  errors?: string[];
  /** The checkbox. */
  children: ReactNode;
  sentence: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        {children}
        <label htmlFor={id} className="text-sm text-ink">
          {sentence}
        </label>
      </div>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      {children}
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
    </div>
  );
}
