import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * One of the cart's options folded under its title (issue 45): a native <details>, so it opens by
 * keyboard and without JavaScript. What is set shows in the summary; an error opens it, since the
 * message sits next to its field.
 */
export function CartSection({ title, value, error, children }: { title: string; value?: string | null; error?: string | null; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  // Only the first render sets `open`: a later `false` would make React close a section the
  // shopper is using (a refusal fixed, a sample unticked).
  const [openAtFirst] = useState(Boolean(error));
  useEffect(() => {
    if (error && ref.current) ref.current.open = true;
  }, [error]);
  return (
    <details ref={ref} open={openAtFirst || undefined} className="group border-t border-ink/10">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 [&::-webkit-details-marker]:hidden">
        <span className="text-xs uppercase tracking-[0.2em] text-ink/80">{title}</span>
        <span className="ml-auto text-right text-sm text-gold-dark">{value}</span>
        <span aria-hidden="true" className="text-xl text-gold-dark transition group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="pb-4">{children}</div>
    </details>
  );
}
