import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A dialog that is a URL. With JavaScript it is a native modal <dialog> (focus moves in, the page
 * behind is inert, Escape closes); without, the same element renders open over the page and
 * "Annuler" is a plain link back.
 */
export function AdminDialog({
  title,
  closeHref,
  children,
  wide = false,
}: {
  title: string;
  closeHref: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The page drawn before its script ran may already hold the owner's caret in a field: reopening
    // the dialog as a modal would move focus away, and what they type next into another field.
    const typing = document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement) ? document.activeElement : null;
    if (dialog.open) dialog.close();
    dialog.showModal();
    // A form dialog starts on its first field rather than on the close button above it.
    (typing ?? dialog.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea"))?.focus();
    return () => dialog.close();
  }, []);

  // pb-32: room below the dialog, so its last buttons can scroll clear of a flash message.
  return (
    <div className="fixed inset-0 z-50 overflow-y-auto bg-ink/60 p-4 pb-32">
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          navigate(closeHref, { preventScrollReset: true });
        }}
        className={`mx-auto my-8 w-full ${wide ? "max-w-3xl" : "max-w-lg"} bg-ivory p-6 text-ink shadow-2xl backdrop:bg-ink/60 sm:p-8`}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-3xl">
            {title}
          </h2>
          <Link
            to={closeHref}
            preventScrollReset
            aria-label="Fermer"
            className="px-2 text-2xl leading-none text-ink/70 hover:text-ink"
          >
            ×
          </Link>
        </div>
        <div className="mt-6">{children}</div>
      </dialog>
    </div>
  );
}

export function CancelLink({ to, label = "Annuler" }: { to: string; label?: string }) {
  return (
    <Link to={to} preventScrollReset className="btn-outline">
      {label}
    </Link>
  );
}

/** The foot of every edit dialog: "Annuler" back to the list, then "Créer" or "Modifier". */
export function DialogActions({
  closeHref,
  editing,
  disabled = false,
  className = "",
}: {
  closeHref: string;
  editing: boolean;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap justify-end gap-3 pt-4 ${className}`}>
      <CancelLink to={closeHref} />
      <button type="submit" className="btn-dark" disabled={disabled}>
        {editing ? "Modifier" : "Créer"}
      </button>
    </div>
  );
}

/**
 * "Modifier" and "Supprimer" links of a list row; both open their dialog, each a route: {list}/{id},
 * {list}/{id}/supprimer. `search` is the list's query, kept by a paged list (its page behind the dialog).
 * `discover`: whether Remix learns these routes ahead from this row (see PerfumeList).
 */
export function RowActions({
  listHref,
  id,
  name,
  search = "",
  discover = "render",
  children,
}: {
  listHref: string;
  id: number;
  name: string;
  search?: string;
  discover?: "render" | "none";
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link to={`${listHref}/${id}${search}`} discover={discover} preventScrollReset className="underline hover:text-gold-dark" aria-label={`Modifier ${name}`}>
        Modifier
      </Link>
      {children}
      <Link to={`${listHref}/${id}/supprimer${search}`} discover={discover} preventScrollReset className="text-red-800 underline" aria-label={`Supprimer ${name}`}>
        Supprimer
      </Link>
    </div>
  );
}
