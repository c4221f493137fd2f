import { Link } from "@remix-run/react";

/**
 * The links to the next and previous pages of a newest-first admin list (the keyset kit,
 * `platform/keyset-pages.server.ts`): plain links that keep the list's search (`query`), so they
 * work without JavaScript. Nothing when the list fits on one page.
 */
export function KeysetPager({
  label,
  query,
  newer,
  older,
  newerText,
  olderText,
}: {
  label: string;
  query: URLSearchParams;
  newer: string | null;
  older: string | null;
  newerText: string;
  olderText: string;
}) {
  if (!newer && !older) return null;
  const link = (cursor: "after" | "before", value: string) => {
    const params = new URLSearchParams(query);
    params.set(cursor, value);
    return `?${params}`;
  };
  return (
    <nav aria-label={label} className="flex flex-wrap justify-between gap-3">
      {newer ? <Link to={link("before", newer)} className="btn-outline px-4 py-2 text-xs">{newerText}</Link> : <span />}
      {older ? <Link to={link("after", older)} className="btn-outline px-4 py-2 text-xs">{olderText}</Link> : null}
    </nav>
  );
}
