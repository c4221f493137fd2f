import { Link } from "@remix-run/react";

/**
 * Plain links to each page (`?page=n`, none for the first): they work without JavaScript. `query`
 * is the rest of the page's query string (its filters), kept on every link; `param` names the
 * page's parameter where a page holds another list (a product's reviews: `?avis=n`), and `hash`
 * brings the reader back to that list.
 */
export function Pagination({
  page,
  pageCount,
  label,
  query = "",
  param = "page",
  hash,
}: {
  page: number;
  pageCount: number;
  label: string;
  query?: string;
  param?: string;
  hash?: string;
}) {
  if (pageCount < 2) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(query);
    params.delete(param);
    if (n > 1) params.set(param, String(n));
    const search = params.toString();
    return { search: search ? `?${search}` : "", ...(hash ? { hash } : {}) };
  };
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-2 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-outline px-4 py-2 text-xs">Page précédente</Link>
      ) : null}
      <ul className="flex flex-wrap gap-1">
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className={`flex h-9 min-w-9 items-center justify-center px-2 ${n === page ? "bg-ink text-ivory" : "hover:bg-ink/5"}`}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <Link to={href(page + 1)} className="btn-outline px-4 py-2 text-xs">Page suivante</Link>
      ) : null}
    </nav>
  );
}
